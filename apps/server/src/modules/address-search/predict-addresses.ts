import type { PlacePrediction, PlacesProvider } from '../../adapters/places/places-provider.js';

/** Predictions for what the customer has typed, from the configured places service (spec 2.10). */
export async function predictAddresses({
  places,
  query,
}: {
  places: PlacesProvider;
  query: string;
}): Promise<PlacePrediction[]> {
  return places.predictions(query);
}
