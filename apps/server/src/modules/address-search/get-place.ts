import { splitPlace } from '@filmlab/domain';
import type { PlaceResponse } from '@filmlab/api';
import { PlacesUnavailableError } from '../../adapters/places/fallback-places.js';
import type { PlacesProvider } from '../../adapters/places/places-provider.js';
import { AppError, notFound } from '../../errors.js';

/**
 * The chosen place's address, accepted only if its formatted address splits into street, city,
 * state and zip, none empty (spec section 5).
 */
export async function getPlace({
  places,
  placeId,
}: {
  places: PlacesProvider;
  placeId: string;
}): Promise<PlaceResponse['place']> {
  let details;
  try {
    details = await places.place(placeId);
  } catch (err) {
    if (!(err instanceof PlacesUnavailableError)) throw err;
    throw new AppError('UNAVAILABLE', 'The address search is not answering; type the full address instead', [
      'placeId: the address search is not answering; type the street, city, state and zip',
    ]);
  }
  if (!details) throw notFound('Place');
  const split = splitPlace(details.formattedAddress);
  if (!split) {
    throw new AppError('UNPROCESSABLE', 'That place is not a full street address', [
      'placeId: pick an address with a street, city, state and zip',
    ]);
  }
  return {
    placeId: details.placeId,
    formattedAddress: details.formattedAddress,
    address1: split.street,
    city: split.city,
    state: split.state,
    zip: split.zip,
  };
}
