import type { FilmRoll } from '@filmlab/api';

/** "Kodak Portra 400" */
export const filmStock = (roll: Pick<FilmRoll, 'brand' | 'model'>) => `${roll.brand} ${roll.model}`.trim();

/** The member's name for the roll, or its film. */
export const rollTitle = (roll: Pick<FilmRoll, 'name' | 'brand' | 'model'>) => roll.name || filmStock(roll) || 'Roll';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
export const rollDate = (iso: string) => dateFormat.format(new Date(iso));

/** Where the roll is, in words: SYNCED reads "Ready", others as the lab names them. */
export function stageLabel(stage: string): string {
  if (stage === 'SYNCED') return 'Ready';
  return stage.charAt(0) + stage.slice(1).toLowerCase().replaceAll('_', ' ');
}

/** Frame numbers as printed on the film edge: 01, 02 ... */
export const frameNumber = (frame: number) => String(frame).padStart(2, '0');
