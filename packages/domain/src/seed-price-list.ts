// A new lab's first price list (the server's seed): the domain's defaults with the print sizes' rows.
// A file of its own: the web app's pages never load it (the lists they read come from the server).
import { DEFAULT_PRICE_LIST, type PriceList } from './price-list.js';
import { DEFAULT_PRINT_SIZE_PRICES } from './prints.js';

export const SEED_PRICE_LIST: PriceList = { ...DEFAULT_PRICE_LIST, printSizes: DEFAULT_PRINT_SIZE_PRICES };
