import { usStateCodes } from '@filmlab/api';
import { normalizeUsZip, splitPlace } from '@filmlab/domain';
import { MAX_PREDICTIONS, type PlaceDetails, type PlacePrediction, type PlacesProvider } from './places-provider.js';
import { zipRecord, zipsOfCity, type ZipRecord } from './us-zip-data.js';

const PREFIX = 'local:';
const STATES = new Set<string>(usStateCodes);
const ZIP = String.raw`\d{5}(?:-?\d{4})?`;
const ZIP_LAST = new RegExp(String.raw`^(.*?)[\s,]+(${ZIP})$`);
/** '11201 123 Main St': a ZIP first, then a street starting with its number. */
const ZIP_FIRST = new RegExp(String.raw`^(${ZIP})[\s,]+(\d.*)$`);

const isState = (text: string) => STATES.has(text.toUpperCase());
// Plain upper-casing: localeCompare with options builds a collator on every call.
const same = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/** The text a local place id carries: the address itself, so details need no lookup. */
export const localPlaceId = (description: string) => PREFIX + Buffer.from(description, 'utf8').toString('base64url');

/** Drops the city and state the customer typed before the ZIP: the data set has the ZIP's own. */
function streetBefore(rest: string, record: ZipRecord): string {
  const parts = rest
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const last = () => parts[parts.length - 1] ?? '';
  if (parts.length > 2 && isState(last())) {
    // 'street, city, ST' before the ZIP: the ZIP's own city replaces the typed one.
    parts.splice(-2, 2);
  } else if (parts.length > 1) {
    // 'street, city ST' or 'street, city'.
    const cityState = /^.+\s+([A-Za-z]{2})$/.exec(last());
    if (same(last(), record.city) || (cityState && isState(cityState[1] ?? ''))) parts.pop();
  }
  return parts.join(', ');
}

/** '123 Main St 11201' or '11201 123 Main St' -> '123 Main St, Brooklyn, NY 11201'. */
function fromZip(query: string): string[] {
  const last = ZIP_LAST.exec(query);
  const first = last ? null : ZIP_FIRST.exec(query);
  const [rest, zipText] = last ? [last[1] ?? '', last[2] ?? ''] : first ? [first[2] ?? '', first[1] ?? ''] : ['', ''];
  const zip = normalizeUsZip(zipText);
  const record = zip ? zipRecord(zip) : undefined;
  if (!zip || !record) return [];
  const street = streetBefore(rest, record);
  return street ? [`${street}, ${record.city}, ${record.state} ${zip}`] : [];
}

/** '123 Main St, Brooklyn, NY' or '123 Main St, Brooklyn NY' -> one prediction per ZIP of the city. */
function fromCityState(query: string): string[] {
  const parts = query
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const last = parts[parts.length - 1] ?? '';
  let street: string;
  let city: string;
  let state: string;
  const cityState = /^(.+?)\s+([A-Za-z]{2})$/.exec(last);
  if (parts.length >= 3 && isState(last)) {
    [street, city, state] = [parts.slice(0, -2).join(', '), parts[parts.length - 2] ?? '', last.toUpperCase()];
  } else if (parts.length >= 2 && cityState && isState(cityState[2] ?? '')) {
    [street, city, state] = [parts.slice(0, -1).join(', '), cityState[1] ?? '', (cityState[2] ?? '').toUpperCase()];
  } else {
    return [];
  }
  const zips = zipsOfCity(city, state).slice(0, MAX_PREDICTIONS);
  const cityName = zips[0] ? (zipRecord(zips[0])?.city ?? city) : city;
  return zips.map((zip) => `${street}, ${cityName}, ${state} ${zip}`);
}

/** A full address typed in the shape the form reads, as typed (state in capitals). */
function typed(query: string): string[] {
  const place = splitPlace(query);
  if (!place || !isState(place.state)) return [];
  return [`${place.street}, ${place.city}, ${place.state} ${normalizeUsZip(place.zip) ?? place.zip}`];
}

/** The descriptions the local default offers for what was typed, best first, without repeats. */
export function localDescriptions(query: string): string[] {
  const text = query.trim().replace(/\s+/g, ' ');
  if (text.length < 3) return [];
  const found = [...typed(text), ...fromZip(text), ...fromCityState(text)];
  // An address longer than this would give an id longer than a saved address's placeId may be.
  return [...new Set(found)].filter((description) => description.length <= 220).slice(0, MAX_PREDICTIONS);
}

/**
 * The offline default: completes the city and state from a ZIP code, the ZIP from a city and state
 * (one suggestion per ZIP of the city), and takes a full address typed as 'street, city, ST zip'.
 * Its place ids carry the address, so details are read back from the id.
 */
export function createLocalPlaces(): PlacesProvider {
  return {
    name: 'local',
    async predictions(query: string): Promise<PlacePrediction[]> {
      return localDescriptions(query).map((description) => ({ placeId: localPlaceId(description), description }));
    },
    async place(placeId: string): Promise<PlaceDetails | null> {
      if (!placeId.startsWith(PREFIX)) return null;
      const formattedAddress = Buffer.from(placeId.slice(PREFIX.length), 'base64url').toString('utf8').trim();
      if (formattedAddress === '' || localPlaceId(formattedAddress) !== placeId) return null;
      return { placeId, formattedAddress };
    },
  };
}

export const isLocalPlaceId = (placeId: string) => placeId.startsWith(PREFIX);
