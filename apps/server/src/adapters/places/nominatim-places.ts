import { MAX_PREDICTIONS, type PlaceDetails, type PlacePrediction, type PlacesProvider } from './places-provider.js';

export interface NominatimOptions {
  /** A self-hosted Nominatim (OpenStreetMap), e.g. http://nominatim.lab.internal:8080. */
  baseUrl: string;
  timeoutMs: number;
}

const PREFIX = 'osm:';

interface NominatimPlace {
  osm_type?: unknown;
  osm_id?: unknown;
  address?: Record<string, unknown>;
}

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** 'N123', 'W123' or 'R123': the OSM object Nominatim's lookup takes. */
function osmId(place: NominatimPlace): string | null {
  const type = str(place.osm_type).charAt(0).toUpperCase();
  const id = typeof place.osm_id === 'number' || typeof place.osm_id === 'string' ? String(place.osm_id) : '';
  return ['N', 'W', 'R'].includes(type) && /^\d{1,20}$/.test(id) ? `${type}${id}` : null;
}

/** 'street, city, ST zip' from Nominatim's address details, or null when a part is missing. */
export function formatNominatimAddress(address: Record<string, unknown> | undefined): string | null {
  if (!address) return null;
  const street = [str(address.house_number), str(address.road)].filter(Boolean).join(' ');
  const city = str(address.city) || str(address.town) || str(address.village) || str(address.hamlet);
  const state = /^US-([A-Z]{2})$/.exec(str(address['ISO3166-2-lvl4']))?.[1] ?? '';
  const zip = str(address.postcode);
  if (!str(address.house_number) || !str(address.road) || !city || !state || !zip) return null;
  return `${street}, ${city}, ${state} ${zip}`;
}

/**
 * A self-hosted OpenStreetMap geocoder (Nominatim's /search and /lookup with address details), so a
 * lab can keep its customers' addresses off third parties. Only results with a house number, road,
 * city, state and postcode are offered.
 */
export function createNominatimPlaces(options: NominatimOptions): PlacesProvider {
  async function call(path: string, params: Record<string, string>): Promise<NominatimPlace[]> {
    const url = new URL(path.replace(/^\//, ''), options.baseUrl.replace(/\/?$/, '/'));
    for (const [key, value] of Object.entries({ ...params, format: 'jsonv2', addressdetails: '1' })) {
      url.searchParams.set(key, value);
    }
    const res = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs) });
    if (!res.ok) throw new Error(`Nominatim answered ${res.status}`);
    const body: unknown = await res.json();
    if (!Array.isArray(body)) throw new Error('Nominatim sent no list');
    return body as NominatimPlace[];
  }
  return {
    name: 'nominatim',
    async predictions(query: string): Promise<PlacePrediction[]> {
      const found = await call('/search', { q: query, countrycodes: 'us', limit: String(MAX_PREDICTIONS * 2) });
      const predictions: PlacePrediction[] = [];
      for (const place of found) {
        const id = osmId(place);
        const description = formatNominatimAddress(place.address);
        if (id && description) predictions.push({ placeId: PREFIX + id, description });
      }
      return predictions.slice(0, MAX_PREDICTIONS);
    },
    async place(placeId: string): Promise<PlaceDetails | null> {
      const id = placeId.startsWith(PREFIX) ? placeId.slice(PREFIX.length) : '';
      if (!/^[NWR]\d{1,20}$/.test(id)) return null;
      const [place] = await call('/lookup', { osm_ids: id });
      const formattedAddress = formatNominatimAddress(place?.address);
      return formattedAddress ? { placeId, formattedAddress } : null;
    },
  };
}
