import { isLocalPlaceId } from './local-places.js';
import type { PlaceDetails, PlacePrediction, PlacesProvider } from './places-provider.js';

export type PlacesFailureLog = (err: unknown, provider: string, call: 'predictions' | 'place') => void;

/** Details of a provider's place could not be had (the provider failed); the form still takes a typed address. */
export class PlacesUnavailableError extends Error {
  constructor(provider: string) {
    super(`${provider} places provider is not answering`);
    this.name = 'PlacesUnavailableError';
  }
}

/**
 * A configured provider with the local default behind it: when the provider fails, predictions come
 * from the local default and the failure is logged, so the form is never blocked. Local place ids
 * (the ones the fallback handed out) are always read locally.
 */
export function withLocalFallback(
  primary: PlacesProvider,
  local: PlacesProvider,
  log: PlacesFailureLog,
): PlacesProvider {
  return {
    name: primary.name,
    async predictions(query: string): Promise<PlacePrediction[]> {
      try {
        return await primary.predictions(query);
      } catch (err) {
        log(err, primary.name, 'predictions');
        return local.predictions(query);
      }
    },
    async place(placeId: string): Promise<PlaceDetails | null> {
      if (isLocalPlaceId(placeId)) return local.place(placeId);
      try {
        return await primary.place(placeId);
      } catch (err) {
        log(err, primary.name, 'place');
        throw new PlacesUnavailableError(primary.name);
      }
    },
  };
}
