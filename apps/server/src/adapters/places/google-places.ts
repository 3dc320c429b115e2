import { MAX_PREDICTIONS, type PlaceDetails, type PlacePrediction, type PlacesProvider } from './places-provider.js';

export interface GooglePlacesOptions {
  apiKey: string;
  /** https://maps.googleapis.com, or a local stand-in in tests. */
  baseUrl: string;
  timeoutMs: number;
}

const PREFIX = 'google:';

interface AutocompleteBody {
  status?: string;
  predictions?: Array<{ place_id?: unknown; description?: unknown }>;
}
interface DetailsBody {
  status?: string;
  result?: { formatted_address?: unknown };
}

/**
 * Google Places (Place Autocomplete and Place Details web services): US street addresses only,
 * and of the details only the formatted address is asked for (the cheapest field set).
 */
export function createGooglePlaces(options: GooglePlacesOptions): PlacesProvider {
  async function call<T>(path: string, params: Record<string, string>): Promise<T> {
    const url = new URL(path.replace(/^\//, ''), options.baseUrl.replace(/\/?$/, '/'));
    for (const [key, value] of Object.entries({ ...params, key: options.apiKey })) url.searchParams.set(key, value);
    const res = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs) });
    if (!res.ok) throw new Error(`Google Places answered ${res.status}`);
    return (await res.json()) as T;
  }
  return {
    name: 'google',
    async predictions(query: string): Promise<PlacePrediction[]> {
      const body = await call<AutocompleteBody>('/maps/api/place/autocomplete/json', {
        input: query,
        types: 'address',
        components: 'country:us',
      });
      if (body.status === 'ZERO_RESULTS') return [];
      if (body.status !== 'OK') throw new Error(`Google Places autocomplete: ${String(body.status)}`);
      return (body.predictions ?? [])
        .filter((p) => typeof p.place_id === 'string' && typeof p.description === 'string')
        .slice(0, MAX_PREDICTIONS)
        .map((p) => ({ placeId: PREFIX + String(p.place_id), description: String(p.description) }));
    },
    async place(placeId: string): Promise<PlaceDetails | null> {
      if (!placeId.startsWith(PREFIX)) return null;
      const body = await call<DetailsBody>('/maps/api/place/details/json', {
        place_id: placeId.slice(PREFIX.length),
        fields: 'formatted_address',
      });
      if (body.status === 'NOT_FOUND' || body.status === 'INVALID_REQUEST' || body.status === 'ZERO_RESULTS')
        return null;
      if (body.status !== 'OK') throw new Error(`Google Places details: ${String(body.status)}`);
      const formatted = body.result?.formatted_address;
      return typeof formatted === 'string' ? { placeId, formattedAddress: formatted } : null;
    },
  };
}
