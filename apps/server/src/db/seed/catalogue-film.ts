// The demo shop's film (35mm and 120): each roll is made by one helper, so its name, sku, filters,
// details and box art always agree.
import type { Palette } from './product-art.js';
import type { CatalogueCollection, CatalogueProduct, CatalogueVariant } from './catalogue-types.js';

const palettes = {
  portra: { box: '#f4b223', band: '#1f1f1f', ink: '#1f1f1f' },
  gold: { box: '#ffc20e', band: '#c8281e', ink: '#1f1f1f' },
  ektar: { box: '#d7262b', band: '#f6c542', ink: '#fff8ec' },
  hp5: { box: '#151515', band: '#e5e2da', ink: '#f4f1ea' },
  ektachrome: { box: '#1d4f9c', band: '#f2f2f2', ink: '#ffffff' },
  cinestill: { box: '#232323', band: '#c8102e', ink: '#f4f1ea' },
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

export const FILM_COLLECTIONS: CatalogueCollection[] = [
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
];
