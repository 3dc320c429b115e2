/** One suggestion of the address search: what the list shows and the id its details are asked by. */
export interface PlacePrediction {
  placeId: string;
  description: string;
}

/** A chosen place: its formatted address ('123 Main St, Brooklyn, NY 11201, USA'), split by the caller. */
export interface PlaceDetails {
  placeId: string;
  formattedAddress: string;
}

/**
 * A places service (spec 2.10 and 7): predictions as the customer types, and the details of the one
 * picked. The local default reads a US ZIP data set; production ones ask Google Places or a
 * self-hosted Nominatim. A failure throws; the caller falls back to the local default.
 */
export interface PlacesProvider {
  readonly name: string;
  predictions(query: string): Promise<PlacePrediction[]>;
  /** Null when the provider does not know the id. */
  place(placeId: string): Promise<PlaceDetails | null>;
}

/** At most this many predictions are shown. */
export const MAX_PREDICTIONS = 5;
