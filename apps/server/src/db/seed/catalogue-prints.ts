// The demo shop's prints: the print products (reached from the print pages, in no collection) and
// the papers of large-format prints.
import { DEFAULT_STOCK, print4x6Price } from '@filmlab/domain';
import type { CatalogueProduct } from './catalogue-types.js';

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
      { name: '8x10', sku: 'print-8x10', price: 2500, memberPrice: 2200, stock: DEFAULT_STOCK },
      { name: '11x14', sku: 'print-11x14', price: 4500, memberPrice: 3900, stock: DEFAULT_STOCK },
      { name: '12x18', sku: 'print-12x18', price: 5500, memberPrice: 4800, stock: DEFAULT_STOCK },
      { name: '16x20', sku: 'print-16x20', price: 7500, memberPrice: 6500, stock: DEFAULT_STOCK },
      { name: '20x30', sku: 'print-20x30', price: 12500, memberPrice: 10900, stock: DEFAULT_STOCK },
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
    // The price per print by tier comes from the domain (spec 9's per-roll price over 36 frames).
    variants: [
      {
        name: '4x6',
        sku: 'print-4x6-1',
        price: print4x6Price('NON_MEMBER'),
        memberPrice: print4x6Price('NICE_2025'),
        stock: DEFAULT_STOCK,
      },
    ],
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
