import type { FilmRoll, FilmRollDetail, LibraryFilters, Scan } from '@filmlab/api';

// A member's roll and scans as the library API answers them, for the page tests of the features
// that show them (library, TIFF unlocks, community), which may not import one another.

export const buildRoll = (id: number, extra: Partial<FilmRoll> = {}): FilmRoll => ({
  id,
  customerId: 7,
  orderId: 1,
  pickUpId: 1,
  name: null,
  notes: null,
  brand: 'Kodak',
  model: `Stock ${id}`,
  format: '35mm',
  process: 'C-41',
  stage: 'SYNCED',
  scanQuality: 'STANDARD_2K',
  createdAt: '2025-01-01T00:00:00.000Z',
  tags: [],
  locations: [],
  scans: { total: 0, ready: 0, processing: 0, failed: 0 },
  thumbnails: [],
  ...extra,
});

export const buildScan = (id: number, frame: number, extra: Partial<Scan> = {}): Scan => ({
  id,
  filmRollId: 3,
  frame,
  name: `frame_${frame}.jpg`,
  description: '',
  rotation: 0,
  status: 'READY',
  contentType: 'image/jpeg',
  width: 3000,
  height: 2000,
  sizeBytes: 1000,
  thumbhash: null,
  files: { thumbnail: '/t.webp', midRes: '/m.jpg', midResOptimized: '/m.webp', hiRes: '/h.jpg', tiff: null },
  tiffUnlocked: false,
  tags: [],
  locations: [],
  createdAt: '2025-01-01T00:00:00.000Z',
  ...extra,
});

/** GET /users/:id/film-rolls/:rollId: the roll, its contact sheet available, no upload by the viewer, unless given. */
export const buildRollDetail = (
  roll: FilmRoll,
  extra: Partial<Pick<FilmRollDetail, 'contactSheet' | 'canUpload'>> = {},
): { filmRoll: FilmRollDetail } => ({
  filmRoll: { ...roll, contactSheet: { available: true, reason: null }, canUpload: false, ...extra },
});

/** GET /users/:id/film-rolls/filters of a library with nothing to filter by; override what the test is about. */
export const buildLibraryFilters = (extra: Partial<LibraryFilters> = {}): LibraryFilters => ({
  brands: [],
  models: [],
  formats: [],
  processes: [],
  tags: [],
  locations: [],
  dates: { first: null, last: null },
  ...extra,
});
