/** What a frame carries out of the platform (README "Film data in every file"). */
export interface FilmData {
  brand: string;
  model: string;
  /** From the model's name (Portra 400 -> 400); null when it names none. */
  iso: number | null;
  format: string;
  process: string;
  /** "+1", "-1"... or null when developed at box speed. */
  pushPull: string | null;
  lab: string;
  /** When the roll came in (the scan date). */
  date: Date;
  rollId: number;
  frame: number;
  locations: string[];
  tags: string[];
  /** The frame's own words, if any. */
  description: string;
}

/** ISO from a film's model name: the last number that is a film speed (Portra 400, HP5 Plus 400, Ektar 100). */
export function isoFromModel(model: string): number | null {
  const speeds = [...model.matchAll(/\b(\d{2,4})\b/g)].map((match) => Number(match[1]));
  const speed = speeds.reverse().find((value) => value >= 6 && value <= 6400);
  return speed ?? null;
}

export const filmName = (film: Pick<FilmData, 'brand' | 'model'>) => `${film.brand} ${film.model}`.trim();

/** One line for the EXIF description: "Kodak Portra 400, 35mm, C-41 pushed +1, frame 12". */
export function filmSummary(film: FilmData): string {
  const process = film.pushPull ? `${film.process} ${film.pushPull}` : film.process;
  return [filmName(film), film.format, process, `frame ${film.frame}`].filter(Boolean).join(', ');
}

/**
 * The film data alone, without the member's own words: their tags, places and notes. What a
 * visitor's file carries unless the member chose to include them when sharing.
 */
export const filmOnly = (film: FilmData): FilmData => ({ ...film, locations: [], tags: [], description: '' });
