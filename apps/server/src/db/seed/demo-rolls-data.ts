import type { ScanSize } from '@filmlab/domain';
import type { STOCK_LOOKS } from './photo-art.js';
import type { SceneKind, TimeOfDay } from './photo-scenes.js';

export interface DemoRoll {
  brand: string;
  model: string;
  format: '35mm' | '120';
  process: string;
  look: keyof typeof STOCK_LOOKS;
  /** Hi-res scan size: 3:2 for 35mm, square for 6x6. */
  width: number;
  height: number;
  scanQuality: ScanSize;
  tags: string[];
  location: string;
  frames: Array<[SceneKind, TimeOfDay]>;
}

/** The demo customer's three rolls, eight frames each. */
export const DEMO_ROLLS: DemoRoll[] = [
  {
    brand: 'Kodak',
    model: 'Portra 400',
    format: '35mm',
    process: 'C-41',
    look: 'portra',
    width: 3000,
    height: 2000,
    scanQuality: 'STANDARD_2K',
    tags: ['golden hour', 'travel'],
    location: 'Catskills, NY',
    frames: [
      ['hills', 'dawn'],
      ['sea', 'dusk'],
      ['hills', 'noon'],
      ['city', 'dusk'],
      ['mesa', 'dawn'],
      ['sea', 'noon'],
      ['hills', 'dusk'],
      ['city', 'overcast'],
    ],
  },
  {
    brand: 'Ilford',
    model: 'HP5 Plus 400',
    format: '120',
    process: 'BW',
    look: 'hp5',
    width: 2400,
    height: 2400,
    scanQuality: 'STANDARD_2K',
    tags: ['street', 'city'],
    location: 'Brooklyn, NY',
    frames: [
      ['city', 'overcast'],
      ['city', 'dusk'],
      ['hills', 'overcast'],
      ['sea', 'overcast'],
      ['mesa', 'noon'],
      ['city', 'noon'],
      ['hills', 'dawn'],
      ['sea', 'dusk'],
    ],
  },
  {
    brand: 'Kodak',
    model: 'Ektar 100',
    format: '35mm',
    process: 'C-41',
    look: 'ektar',
    width: 3000,
    height: 2000,
    scanQuality: 'STANDARD_4K',
    tags: ['landscape', 'travel'],
    location: 'Big Sur, CA',
    frames: [
      ['mesa', 'noon'],
      ['hills', 'noon'],
      ['sea', 'dawn'],
      ['mesa', 'dusk'],
      ['hills', 'dawn'],
      ['city', 'dusk'],
      ['sea', 'noon'],
      ['mesa', 'dawn'],
    ],
  },
];

export const FAVORITES_TAG = 'favorites';

const SCENE_WORDS: Record<SceneKind, string> = {
  hills: 'the hills',
  city: 'the city from across the river',
  sea: 'the sea',
  mesa: 'the mesas',
};
const TIME_WORDS: Record<TimeOfDay, string> = {
  dawn: 'at first light',
  noon: 'at midday',
  dusk: 'at sunset',
  overcast: 'under grey skies',
};

export function frameDescription([scene, time]: [SceneKind, TimeOfDay]): string {
  const text = `${SCENE_WORDS[scene]} ${TIME_WORDS[time]}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export const rollLabel = (roll: DemoRoll) => `${roll.brand} ${roll.model} ${roll.format}`;
