import type { Config } from '../../config.js';
import { withLocalFallback, type PlacesFailureLog } from './fallback-places.js';
import { createGooglePlaces } from './google-places.js';
import { createLocalPlaces } from './local-places.js';
import { createNominatimPlaces } from './nominatim-places.js';
import type { PlacesProvider } from './places-provider.js';

/** The configured places service, with the local default behind it (PLACES_PROVIDER, README). */
export function createPlacesProvider(config: Pick<Config, 'places'>, log: PlacesFailureLog): PlacesProvider {
  const local = createLocalPlaces();
  const places = config.places;
  switch (places.provider) {
    case 'local':
      return local;
    case 'google':
      return withLocalFallback(createGooglePlaces(places), local, log);
    case 'nominatim':
      return withLocalFallback(createNominatimPlaces(places), local, log);
  }
}
