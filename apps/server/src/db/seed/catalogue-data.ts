/**
 * The demo shop: a few collections and products with variants, member prices and stock. Prices
 * here are sample shop prices a lab replaces with its own; lab service prices come from the domain.
 * Product names carry no hyphens: /products/{name} turns the slug's hyphens back into spaces.
 * Here the collections; their film in catalogue-film.ts, the prints and papers in catalogue-prints.ts.
 */
import type { Palette } from './product-art.js';
import type { CatalogueCollection } from './catalogue-types.js';
import { FILM_COLLECTIONS } from './catalogue-film.js';

const palettes = {
  book: { box: '#2f3a2f', band: '#c9a227', ink: '#f3efe6' },
  zine: { box: '#e94f37', band: '#1f1f1f', ink: '#1f1f1f' },
  sleeves: { box: '#dfe6e9', band: '#3c6e71', ink: '#1f2b2d' },
  tools: { box: '#284b63', band: '#d9d9d9', ink: '#f4f1ea' },
} satisfies Record<string, Palette>;

export const DEMO_CATALOGUE: CatalogueCollection[] = [
  ...FILM_COLLECTIONS,
  {
    name: 'Books and Zines',
    description: 'Reading for people who shoot film.',
    orderIndex: 2,
    banner: { scene: 'sea', time: 'dusk', seed: 303 },
    products: [
      {
        name: 'Grain and Light Field Guide',
        sku: 'book-grain-and-light',
        description: 'A pocket guide to exposing, metering and choosing film, with 120 pages of examples.',
        filters: { category: ['Books'] },
        details: [{ subtitle: 'Pages', body: '120 pages, softcover, 15 x 21 cm' }],
        variants: [{ name: 'Softcover', sku: 'book-grain-and-light-soft', price: 3500, memberPrice: 2900, stock: 45 }],
        art: { kind: 'book', title: 'Grain and Light', subtitle: 'A field guide to film', palette: palettes.book },
        alt: 'Cover of the Grain and Light field guide',
      },
      {
        name: 'Night Shift Zine Issue 3',
        sku: 'zine-night-shift-3',
        description: 'Thirty-six photographers, one roll each, all shot after dark.',
        filters: { category: ['Zines'] },
        details: [{ subtitle: 'Edition', body: 'Risograph printed, edition of 300' }],
        variants: [{ name: 'Issue 3', sku: 'zine-night-shift-3-copy', price: 1500, memberPrice: 1200, stock: 60 }],
        art: { kind: 'book', title: 'Night Shift', subtitle: 'Issue 3', palette: palettes.zine },
        alt: 'Cover of Night Shift zine, issue 3',
      },
    ],
  },
  {
    name: 'Darkroom and Accessories',
    description: 'Small things that make film easier.',
    orderIndex: 3,
    banner: { scene: 'mesa', time: 'noon', seed: 304 },
    products: [
      {
        name: 'Archival Negative Sleeves 35mm',
        sku: 'sleeves-35mm',
        description: 'Acid-free sleeves holding seven strips of six frames. Safe for long-term storage.',
        filters: { category: ['Storage'], format: ['35mm'] },
        details: [{ subtitle: 'Fits', body: 'Seven strips of six 35mm frames per sleeve', filterable: false }],
        variants: [
          { name: '25 Sleeves', sku: 'sleeves-35mm-25', price: 1299, memberPrice: 1099, stock: 80 },
          { name: '100 Sleeves', sku: 'sleeves-35mm-100', price: 3999, memberPrice: 3499, stock: 30 },
        ],
        art: { kind: 'pack', title: 'Negative Sleeves', subtitle: '35mm · archival', palette: palettes.sleeves },
        alt: 'Pack of archival 35mm negative sleeves',
      },
      {
        name: 'Lens and Film Cleaning Kit',
        sku: 'cleaning-kit',
        description: 'Blower, brush, microfibre cloth and anti-static gloves in a zip case.',
        filters: { category: ['Tools'] },
        details: [{ subtitle: 'In the kit', body: 'Blower, brush, microfibre cloth, gloves' }],
        variants: [{ name: 'Kit', sku: 'cleaning-kit-1', price: 1899, memberPrice: 1599, stock: 50 }],
        art: { kind: 'pack', title: 'Cleaning Kit', subtitle: 'Lens and film care', palette: palettes.tools },
        alt: 'Lens and film cleaning kit',
      },
    ],
  },
];
