import { DEFAULT_STOCK, print4x6Price, type Visibility } from '@filmlab/domain';
import type { Palette, ProductArt } from './product-art.js';
import type { SceneKind, TimeOfDay } from './photo-scenes.js';

/**
 * The demo shop: a few collections and products with variants, member prices and stock. Prices
 * here are sample shop prices a lab replaces with its own; lab service prices come from the domain.
 * Product names carry no hyphens: /products/{name} turns the slug's hyphens back into spaces.
 */

export interface CatalogueVariant {
  name: string;
  sku: string;
  price: number;
  memberPrice: number | null;
  stock: number;
}

export interface CatalogueProduct {
  name: string;
  sku: string;
  description: string;
  productType?: 'PRODUCT' | 'PRINT';
  visibility?: Visibility;
  /** Days from the seed date; negative is in the past. */
  memberLaunchInDays?: number;
  publicLaunchInDays?: number;
  filters: Record<string, string[]>;
  details: Array<{ subtitle: string; body: string; filterable?: boolean }>;
  variants: CatalogueVariant[];
  art: ProductArt;
  alt: string;
}

export interface CatalogueCollection {
  name: string;
  description: string;
  orderIndex: number;
  banner: { scene: SceneKind; time: TimeOfDay; seed: number };
  products: CatalogueProduct[];
}

const palettes = {
  portra: { box: '#f4b223', band: '#1f1f1f', ink: '#1f1f1f' },
  gold: { box: '#ffc20e', band: '#c8281e', ink: '#1f1f1f' },
  ektar: { box: '#d7262b', band: '#f6c542', ink: '#fff8ec' },
  hp5: { box: '#151515', band: '#e5e2da', ink: '#f4f1ea' },
  ektachrome: { box: '#1d4f9c', band: '#f2f2f2', ink: '#ffffff' },
  cinestill: { box: '#232323', band: '#c8102e', ink: '#f4f1ea' },
  book: { box: '#2f3a2f', band: '#c9a227', ink: '#f3efe6' },
  zine: { box: '#e94f37', band: '#1f1f1f', ink: '#1f1f1f' },
  sleeves: { box: '#dfe6e9', band: '#3c6e71', ink: '#1f2b2d' },
  tools: { box: '#284b63', band: '#d9d9d9', ink: '#f4f1ea' },
} satisfies Record<string, Palette>;

function film(options: {
  brand: string;
  model: string;
  iso: string;
  format: '35mm' | '120';
  process: string;
  palette: Palette;
  single: [number, number, number];
  pack?: { count: number; price: number; memberPrice: number; stock: number };
  description: string;
  extra?: Partial<CatalogueProduct>;
}): CatalogueProduct {
  const { brand, model, iso, format, process } = options;
  const name = format === '35mm' ? `${brand} ${model} 35mm 36exp` : `${brand} ${model} 120`;
  const sku = `${brand}-${model}-${format}`.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const [price, memberPrice, stock] = options.single;
  const variants: CatalogueVariant[] = [{ name: 'Single Roll', sku: `${sku}-1`, price, memberPrice, stock }];
  if (options.pack) {
    const { count, ...pack } = options.pack;
    variants.push({ name: `${count} Pack`, sku: `${sku}-${count}`, ...pack });
  }
  return {
    name,
    sku,
    description: options.description,
    filters: { brand: [brand], format: [format], process: [process], iso: [iso] },
    details: [
      { subtitle: 'Format', body: format === '35mm' ? '35mm, 36 exposures' : '120 medium format', filterable: true },
      { subtitle: 'Process', body: process, filterable: true },
      { subtitle: 'Storage', body: 'Kept cold from the distributor to our shelf. Refrigerate until you shoot it.' },
    ],
    variants,
    art: {
      kind: 'film',
      brand,
      model: model.replace(/ Plus \d+$/, ''),
      iso: `ISO ${iso}`,
      format,
      palette: options.palette,
    },
    alt: `Box of ${name}`,
    ...options.extra,
  };
}

export const DEMO_CATALOGUE: CatalogueCollection[] = [
  {
    name: '35mm Film',
    description: 'Colour and black and white film for 35mm cameras, stored cold.',
    orderIndex: 0,
    banner: { scene: 'city', time: 'dusk', seed: 301 },
    products: [
      film({
        brand: 'Kodak',
        model: 'Portra 400',
        iso: '400',
        format: '35mm',
        process: 'C-41',
        palette: palettes.portra,
        single: [1699, 1499, 240],
        pack: { count: 5, price: 7999, memberPrice: 6999, stock: 40 },
        description:
          'Fine grain and the most forgiving skin tones in colour negative film. Rates well from 200 to 800.',
      }),
      film({
        brand: 'Kodak',
        model: 'Gold 200',
        iso: '200',
        format: '35mm',
        process: 'C-41',
        palette: palettes.gold,
        single: [1099, 949, 320],
        pack: { count: 3, price: 2999, memberPrice: 2599, stock: 60 },
        description: 'Warm, saturated and cheerful: the everyday film for sunny days.',
      }),
      film({
        brand: 'Ilford',
        model: 'HP5 Plus 400',
        iso: '400',
        format: '35mm',
        process: 'BW',
        palette: palettes.hp5,
        single: [999, 849, 280],
        pack: { count: 10, price: 8999, memberPrice: 7999, stock: 25 },
        description: 'Classic black and white with wide latitude; pushes happily to 1600 and 3200.',
      }),
      film({
        brand: 'Kodak',
        model: 'Ektar 100',
        iso: '100',
        format: '35mm',
        process: 'C-41',
        palette: palettes.ektar,
        single: [1499, 1299, 150],
        description: 'The finest grain colour negative film, with vivid colour for landscapes and travel.',
      }),
      film({
        brand: 'CineStill',
        model: '400D',
        iso: '400',
        format: '35mm',
        process: 'C-41',
        palette: palettes.cinestill,
        single: [1899, 1699, 90],
        description: 'Daylight-balanced cinema film in a C-41 roll. A limited run, for members first.',
        extra: { visibility: 'MEMBERS_ONLY', memberLaunchInDays: -7, publicLaunchInDays: 21 },
      }),
    ],
  },
  {
    name: '120 Film',
    description: 'Medium format film for 6x4.5, 6x6, 6x7 and 6x9 cameras.',
    orderIndex: 1,
    banner: { scene: 'hills', time: 'dawn', seed: 302 },
    products: [
      film({
        brand: 'Kodak',
        model: 'Portra 400',
        iso: '400',
        format: '120',
        process: 'C-41',
        palette: palettes.portra,
        single: [1599, 1399, 120],
        pack: { count: 5, price: 7499, memberPrice: 6599, stock: 30 },
        description: 'Portra 400 in medium format: smooth tones and huge negatives.',
      }),
      film({
        brand: 'Ilford',
        model: 'HP5 Plus 400',
        iso: '400',
        format: '120',
        process: 'BW',
        palette: palettes.hp5,
        single: [899, 799, 140],
        description: 'The black and white workhorse, in 120.',
      }),
      film({
        brand: 'Kodak',
        model: 'Ektachrome E100',
        iso: '100',
        format: '120',
        process: 'E-6',
        palette: palettes.ektachrome,
        single: [2199, 1999, 60],
        description: 'Colour slide film with clean whites and deep blues. Developed in our E-6 line.',
      }),
    ],
  },
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
