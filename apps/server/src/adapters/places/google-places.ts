import { MAX_PREDICTIONS, type PlaceDetails, type PlacePrediction, type PlacesProvider } from './places-provider.js';

export interface GooglePlacesOptions {
  apiKey: string;
  /** https://places.googleapis.com, or a local stand-in in tests. */
  baseUrl: string;
  timeoutMs: number;
}

const PREFIX = 'google:';

/** Place types of a deliverable address (Places API (New) "Table A" address types). */
const ADDRESS_TYPES = ['street_address', 'premise', 'subpremise'];

interface AutocompleteBody {
  suggestions?: Array<{ placePrediction?: { placeId?: unknown; text?: { text?: unknown } } }>;
}
interface DetailsBody {
  formattedAddress?: unknown;
}

/** Google's error body: `{ error: { code, status, message } }`. */
async function failure(res: Response, what: string): Promise<Error> {
  let status = String(res.status);
  try {
    const body = (await res.json()) as { error?: { status?: unknown } };
    if (typeof body.error?.status === 'string') status = `${res.status} ${body.error.status}`;
  } catch {
    // Not JSON: the HTTP status says enough.
  }
  return new Error(`Google Places ${what}: ${status}`);
}

/**
 * Google Places API (New): Autocomplete (New) restricted to US street addresses, then Place Details
 * (New) asking only for the formatted address (the field mask keeps it in the cheapest SKU). The key
 * travels in a header, never in a URL that a log could keep. The legacy Places web service is not
 * used: new Google Cloud projects cannot enable it.
 */
export function createGooglePlaces(options: GooglePlacesOptions): PlacesProvider {
  const endpoint = (path: string) => new URL(path.replace(/^\//, ''), options.baseUrl.replace(/\/?$/, '/'));
  const headers = (fieldMask: string) => ({
    'content-type': 'application/json',
    'x-goog-api-key': options.apiKey,
    'x-goog-fieldmask': fieldMask,
  });
  return {
    name: 'google',
    async predictions(query: string): Promise<PlacePrediction[]> {
      const res = await fetch(endpoint('/v1/places:autocomplete'), {
        method: 'POST',
        headers: headers('suggestions.placePrediction.placeId,suggestions.placePrediction.text.text'),
        body: JSON.stringify({ input: query, includedRegionCodes: ['us'], includedPrimaryTypes: ADDRESS_TYPES }),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      if (!res.ok) throw await failure(res, 'autocomplete');
      const body = (await res.json()) as AutocompleteBody;
      return (body.suggestions ?? [])
        .map((suggestion) => suggestion.placePrediction)
        .filter((p) => typeof p?.placeId === 'string' && typeof p.text?.text === 'string')
        .slice(0, MAX_PREDICTIONS)
        .map((p) => ({ placeId: PREFIX + String(p!.placeId), description: String(p!.text!.text) }));
    },
    async place(placeId: string): Promise<PlaceDetails | null> {
      if (!placeId.startsWith(PREFIX)) return null;
      const id = placeId.slice(PREFIX.length);
      if (!/^[\w-]{1,300}$/.test(id)) return null;
      const res = await fetch(endpoint(`/v1/places/${id}`), {
        headers: headers('formattedAddress'),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      // An unknown or malformed id: nothing to read, not a failure of the service.
      if (res.status === 404 || res.status === 400) return null;
      if (!res.ok) throw await failure(res, 'details');
      const formatted = ((await res.json()) as DetailsBody).formattedAddress;
      return typeof formatted === 'string' ? { placeId, formattedAddress: formatted } : null;
    },
  };
}
