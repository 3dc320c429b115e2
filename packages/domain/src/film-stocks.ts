// A seeded list of common film stocks (brand, model, formats, process, ISO) for the roll form's
// search. Customers may type any other stock: the list helps, it does not limit.
import type { FilmFormat, FilmProcess } from './development-order.js';

export interface FilmStock {
  brand: string;
  model: string;
  formats: readonly FilmFormat[];
  process: FilmProcess;
  iso: number;
}

const SMALL: readonly FilmFormat[] = ['35mm'];
const BOTH: readonly FilmFormat[] = ['35mm', '120'];
const MEDIUM: readonly FilmFormat[] = ['120'];

const stock = (brand: string, model: string, formats: readonly FilmFormat[], process: FilmProcess, iso: number) => ({
  brand,
  model,
  formats,
  process,
  iso,
});

export const FILM_STOCKS: readonly FilmStock[] = [
  stock('Kodak', 'Portra 160', BOTH, 'C-41', 160),
  stock('Kodak', 'Portra 400', BOTH, 'C-41', 400),
  stock('Kodak', 'Portra 800', BOTH, 'C-41', 800),
  stock('Kodak', 'Ektar 100', BOTH, 'C-41', 100),
  stock('Kodak', 'Gold 200', BOTH, 'C-41', 200),
  stock('Kodak', 'UltraMax 400', SMALL, 'C-41', 400),
  stock('Kodak', 'ColorPlus 200', SMALL, 'C-41', 200),
  stock('Kodak', 'Ektachrome E100', BOTH, 'E-6', 100),
  stock('Kodak', 'Tri-X 400', BOTH, 'BW', 400),
  stock('Kodak', 'T-Max 100', BOTH, 'BW', 100),
  stock('Kodak', 'T-Max 400', BOTH, 'BW', 400),
  stock('Kodak', 'T-Max P3200', SMALL, 'BW', 3200),
  stock('Kodak', 'Vision3 50D 5203', SMALL, 'ECN-2', 50),
  stock('Kodak', 'Vision3 250D 5207', SMALL, 'ECN-2', 250),
  stock('Kodak', 'Vision3 500T 5219', SMALL, 'ECN-2', 500),
  stock('Kodak', 'FunSaver (disposable)', ['disposable'], 'C-41', 800),
  stock('Fujifilm', 'Fujicolor 200', SMALL, 'C-41', 200),
  stock('Fujifilm', 'Superia X-TRA 400', SMALL, 'C-41', 400),
  stock('Fujifilm', 'Pro 400H', MEDIUM, 'C-41', 400),
  stock('Fujifilm', 'Velvia 50', BOTH, 'E-6', 50),
  stock('Fujifilm', 'Velvia 100', BOTH, 'E-6', 100),
  stock('Fujifilm', 'Provia 100F', BOTH, 'E-6', 100),
  stock('Fujifilm', 'Acros II 100', BOTH, 'BW', 100),
  stock('Fujifilm', 'QuickSnap (disposable)', ['disposable'], 'C-41', 400),
  stock('Ilford', 'HP5 Plus 400', BOTH, 'BW', 400),
  stock('Ilford', 'FP4 Plus 125', BOTH, 'BW', 125),
  stock('Ilford', 'Delta 100', BOTH, 'BW', 100),
  stock('Ilford', 'Delta 400', BOTH, 'BW', 400),
  stock('Ilford', 'Delta 3200', BOTH, 'BW', 3200),
  stock('Ilford', 'Pan F Plus 50', BOTH, 'BW', 50),
  stock('Ilford', 'XP2 Super 400', BOTH, 'C-41', 400),
  stock('Ilford', 'Kentmere Pan 400', SMALL, 'BW', 400),
  stock('Ilford', 'Kentmere Pan 100', SMALL, 'BW', 100),
  stock('CineStill', '800T', BOTH, 'C-41', 800),
  stock('CineStill', '400D', BOTH, 'C-41', 400),
  stock('CineStill', '50D', BOTH, 'C-41', 50),
  stock('Lomography', 'Color Negative 400', BOTH, 'C-41', 400),
  stock('Lomography', 'Color Negative 800', BOTH, 'C-41', 800),
  stock('Lomography', 'LomoChrome Purple', BOTH, 'C-41', 400),
  stock('Lomography', 'Tiger 200', ['110'], 'C-41', 200),
  stock('Harman', 'Phoenix 200', SMALL, 'C-41', 200),
  stock('Foma', 'Fomapan 100', BOTH, 'BW', 100),
  stock('Foma', 'Fomapan 400', BOTH, 'BW', 400),
  stock('Rollei', 'RPX 400', BOTH, 'BW', 400),
];

/** How a stock reads in lists and on the roll: 'Kodak Portra 400'. */
export function filmStockName(stock: Pick<FilmStock, 'brand' | 'model'>): string {
  return `${stock.brand} ${stock.model}`.trim();
}
