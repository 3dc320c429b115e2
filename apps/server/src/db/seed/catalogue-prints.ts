// The demo shop's prints: the print products (reached from the print pages, in no collection) and
// the papers of large-format prints.
import { DEFAULT_PRINT_SIZE_PRICES, DEFAULT_STOCK, type PrintSize } from '@filmlab/domain';
import type { CatalogueProduct } from './catalogue-types.js';

/** A size's variant at the seed price list's prices (what it sells at comes from the lab's list). */
const size = (name: PrintSize, sku: string) => ({
  name,
  sku,
  price: DEFAULT_PRINT_SIZE_PRICES[name].NON_MEMBER,
  memberPrice: DEFAULT_PRINT_SIZE_PRICES[name].NICE_2025,
  stock: DEFAULT_STOCK,
});

/** Shop products outside any collection: the print product is reached from the print pages. */
export const DEMO_LOOSE_PRODUCTS: CatalogueProduct[] = [
  {
    name: 'Large Format Print',
    sku: 'print-large-format',
    productType: 'PRINT',
    description: 'Your scan printed on fine art paper, trimmed and packed flat.',
    filters: { category: ['Prints'] },
    details: [{ subtitle: 'Paper', body: 'Choose the paper when you upload your file.' }],
    variants: [
      size('8x10', 'print-8x10'),
      size('11x14', 'print-11x14'),
      size('12x18', 'print-12x18'),
      size('16x20', 'print-16x20'),
      size('20x30', 'print-20x30'),
    ],
    art: { kind: 'print', scene: 'hills', time: 'dusk', seed: 305 },
    alt: 'A framed landscape print',
  },
  {
    name: '4x6 Print',
    sku: 'print-4x6',
    productType: 'PRINT',
    description: 'A 4x6 print of one of your frames, on the minilab.',
    filters: { category: ['Prints'] },
    details: [{ subtitle: 'Finish', body: 'Glossy, lustre or matte, with or without a white border.' }],
    // The price per print by tier: spec 9's per-roll price over 36 frames, on the lab's price list.
    variants: [size('4x6', 'print-4x6-1')],
    art: { kind: 'print', scene: 'hills', time: 'noon', seed: 46 },
    alt: 'A stack of 4x6 prints',
  },
];

/** Papers for large-format prints (GET /prints/papers). */
export const DEMO_PAPERS = [
  {
    name: 'Hahnemühle Photo Rag 308',
    finish: 'Matte',
    description: '100% cotton rag, 308 gsm, smooth matte: soft and velvety, the classic fine-art paper.',
  },
  {
    name: 'Canson Infinity Baryta Photographique II',
    finish: 'Gloss',
    description: 'Baryta-coated, 310 gsm: deep blacks and the look of a darkroom fibre print.',
  },
  {
    name: 'Epson Legacy Platine',
    finish: 'Satin',
    description: '100% cotton, 314 gsm, fibre satin: rich blacks without the glare of gloss.',
  },
  {
    name: 'Ilford Galerie Gold Fibre Gloss',
    finish: 'Gloss',
    description: 'Alpha-cellulose fibre base, 310 gsm: air-dried fibre look with a bright white.',
  },
];
