// EXIF Orientation (1-8) as "mirror left-right, then turn clockwise": the eight ways a stored image
// can be shown. The member's rotation turns the shown image further, so the two combine into one
// Orientation and the image data need not change (derivatives do the same: autoOrient, then rotate).

const TURNS: Record<number, { mirror: boolean; degrees: number }> = {
  1: { mirror: false, degrees: 0 },
  2: { mirror: true, degrees: 0 },
  3: { mirror: false, degrees: 180 },
  4: { mirror: true, degrees: 180 },
  5: { mirror: true, degrees: 270 },
  6: { mirror: false, degrees: 90 },
  7: { mirror: true, degrees: 90 },
  8: { mirror: false, degrees: 270 },
};

/** A valid Orientation value, or 1 (as stored) for anything else, as readers treat it. */
export const normalOrientation = (value: number | null | undefined): number => (value && TURNS[value] ? value : 1);

/** The Orientation that shows the file turned `rotation` degrees clockwise more than `original` does. */
export function combineOrientation(original: number | null | undefined, rotation: number): number {
  const { mirror, degrees } = TURNS[normalOrientation(original)]!;
  const turned = (((degrees + rotation) % 360) + 360) % 360;
  const found = Object.entries(TURNS).find(([, turn]) => turn.mirror === mirror && turn.degrees === turned);
  if (!found) throw new Error(`A rotation of ${rotation} degrees is not a quarter turn`);
  return Number(found[0]);
}
