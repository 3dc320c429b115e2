// Prints (spec sections 1, 3 and 9): the 4x6 price per print by tier, the sizes the lab prints, the
// pixels-per-inch check and the crop of an image into a size's aspect ratio.
import type { PlanId } from './plan-ids.js';
import {
  PRICE_COLUMN_OF_PLAN,
  TIER_COLUMNS,
  priceFor,
  type PriceRow,
  type ServicePrices,
  type TierColumn,
} from './prices.js';
import { FRAMES_PER_ROLL_FOR_4X6_PRICE } from './readings.js';

/** Print sizes in inches, short side first. 4x6 is the small print; the rest are large format. */
export const PRINT_SIZES = {
  '4x6': { width: 4, height: 6 },
  '8x10': { width: 8, height: 10 },
  '11x14': { width: 11, height: 14 },
  '12x18': { width: 12, height: 18 },
  '16x20': { width: 16, height: 20 },
  '20x30': { width: 20, height: 30 },
} as const;
export type PrintSize = keyof typeof PRINT_SIZES;
export const PRINT_SIZE_NAMES = Object.keys(PRINT_SIZES) as PrintSize[];

export const isPrintSize = (name: string): name is PrintSize => Object.hasOwn(PRINT_SIZES, name);

/** The lab prints at this resolution: a print-ready file is the size in inches times this. */
export const PRINT_DPI = 300;
/**
 * The most pixels a print's source file may have: the largest size at the lab's resolution (20x30
 * at 300 ppi, 54 megapixels). More prints no sharper, and would only cost the server memory to decode.
 */
export const MAX_PRINT_SOURCE_PIXELS =
  Math.max(...Object.values(PRINT_SIZES).map((size) => size.width * size.height)) * PRINT_DPI * PRINT_DPI;

/** Print drafts one member may hold that are not in an order yet (each keeps a file on the lab's disk). */
export const PRINT_DRAFT_QUOTA = 200;

/** Below this many source pixels per inch a print looks soft, and the page warns. */
export const MIN_PRINT_PPI = 150;

/** 4x6 finishes and borders the lab offers. */
export const PRINT_FINISHES = ['GLOSSY', 'LUSTRE', 'MATTE'] as const;
export type PrintFinish = (typeof PRINT_FINISHES)[number];
export const PRINT_BORDERS = ['NONE', 'WHITE'] as const;
export type PrintBorder = (typeof PRINT_BORDERS)[number];

const capitalised = (value: string) => value.charAt(0) + value.slice(1).toLowerCase();

/** A 4x6 print as the cart names it: 'Roll: Summer in Lisbon · Frame 12 · Lustre, white border'. */
export function smallPrintDetail(print: {
  roll: string;
  frame: number;
  finish: PrintFinish;
  border: PrintBorder;
}): string {
  const border = print.border === 'NONE' ? 'borderless' : 'white border';
  return `Roll: ${print.roll} · Frame ${print.frame} · ${capitalised(print.finish)}, ${border}`;
}

/**
 * What one 4x6 print costs on `planId`, in cents. Spec 9 prices 4x6 prints per roll (1199 for
 * non-members, 999 for members); one print is that price spread over a 36-exposure roll, rounded up
 * to the cent (34 and 28 cents).
 */
export function print4x6Price(planId: PlanId, list?: ServicePrices): number {
  return Math.ceil(priceFor('prints4x6', planId, list) / FRAMES_PER_ROLL_FOR_4X6_PRICE);
}

export interface Dimensions {
  width: number;
  height: number;
}

/** The size's inches turned to match the image: a landscape image gets a landscape print. */
export function orientedSize(size: PrintSize, image: Dimensions): Dimensions {
  const { width, height } = PRINT_SIZES[size];
  return image.width > image.height ? { width: height, height: width } : { width, height };
}

/** Pixel dimensions of the print-ready file for `size`, oriented like the image. */
export function printPixels(size: PrintSize, image: Dimensions): Dimensions {
  const inches = orientedSize(size, image);
  return { width: inches.width * PRINT_DPI, height: inches.height * PRINT_DPI };
}

export type CropMode = 'fill' | 'fit';

/** A rectangle in source pixels. */
export interface CropRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The part of the image that goes on paper. `fill` crops the image to the size's aspect ratio (the
 * print has no border), with `centerX`/`centerY` (0 to 1, default the middle) placing the crop;
 * `fit` keeps the whole image (the print gets white margins).
 */
export function cropRect(
  image: Dimensions,
  size: PrintSize,
  mode: CropMode,
  center: { x: number; y: number } = { x: 0.5, y: 0.5 },
): CropRect {
  if (mode === 'fit') return { left: 0, top: 0, width: image.width, height: image.height };
  const paper = orientedSize(size, image);
  const ratio = paper.width / paper.height;
  let width = image.width;
  let height = Math.round(width / ratio);
  if (height > image.height) {
    height = image.height;
    width = Math.round(height * ratio);
  }
  const clamp = (value: number, max: number) => Math.min(Math.max(0, Math.round(value)), max);
  const cx = Math.min(Math.max(center.x, 0), 1);
  const cy = Math.min(Math.max(center.y, 0), 1);
  return {
    left: clamp(cx * image.width - width / 2, image.width - width),
    top: clamp(cy * image.height - height / 2, image.height - height),
    width,
    height,
  };
}

/** Source pixels per inch the print gets: the crop's pixels over the paper's inches it covers. */
export function printPpi(image: Dimensions, size: PrintSize, mode: CropMode): number {
  const crop = cropRect(image, size, mode);
  const paper = orientedSize(size, image);
  // Fit scales the whole image until its longer side (against the paper) touches the margin.
  return Math.floor(Math.max(crop.width / paper.width, crop.height / paper.height));
}

/** The low-resolution warning: the file gives fewer than MIN_PRINT_PPI at this size. */
export function isLowPpi(image: Dimensions, size: PrintSize, mode: CropMode): boolean {
  return printPpi(image, size, mode) < MIN_PRINT_PPI;
}

/** The largest size the image prints at without the warning, or null when even 4x6 is too small. */
export function largestSharpSize(image: Dimensions, mode: CropMode): PrintSize | null {
  const fine = PRINT_SIZE_NAMES.filter((size) => !isLowPpi(image, size, mode));
  return fine.at(-1) ?? null;
}

// Print sizes on the lab's price list: each size of the two print products (the 4x6 print and the
// large-format sizes) has a row of its own, one price per tier column, as the per-roll services do.
// The catalogue's variants stay the items sold (stock, names); their prices are read from the list.
// (Kept in this file, not one of its own: a module of its own is one more chunk the landing page's
// script must name.)

/** Each print size's price per tier column (a size the catalogue has no variant of is left out). */
export type PrintSizePrices = Readonly<Partial<Record<PrintSize, PriceRow>>>;

const row = (nonMember: number, member: number): PriceRow => ({
  NON_MEMBER: nonMember,
  NICE_2025: member,
  VERY_NICE_2025: member,
  SUPER_NICE_2025: member,
});

/** One 4x6 print per column: spec 9's per-roll 4x6 price over a 36-exposure roll, rounded up. */
const smallPrintRow = Object.fromEntries(
  TIER_COLUMNS.map((tier) => [tier, Math.ceil(priceFor('prints4x6', tier) / FRAMES_PER_ROLL_FOR_4X6_PRICE)]),
) as Record<TierColumn, number>;

/**
 * The demo catalogue's prices (the variants' price, and their member price in the member columns):
 * the seed of a new lab's first list and of its print products' variants.
 */
export const DEFAULT_PRINT_SIZE_PRICES: Readonly<Record<PrintSize, PriceRow>> = {
  '4x6': smallPrintRow,
  '8x10': row(2500, 2200),
  '11x14': row(4500, 3900),
  '12x18': row(5500, 4800),
  '16x20': row(7500, 6500),
  '20x30': row(12500, 10900),
};

/** The catalogue's print products, by sku: their variants named after a print size are priced from the list. */
export const LARGE_FORMAT_SKU = 'print-large-format';
export const SMALL_PRINT_SKU = 'print-4x6';
export const PRINT_PRODUCT_SKUS: readonly string[] = [LARGE_FORMAT_SKU, SMALL_PRINT_SKU];

/** The print size a catalogue variant sells, or null when it is not a print product's size. */
export function printSizeOf(productSku: string | null, variantName: string | null): PrintSize | null {
  if (productSku === null || variantName === null || !PRINT_PRODUCT_SKUS.includes(productSku)) return null;
  return isPrintSize(variantName) ? variantName : null;
}

/**
 * What one print of `size` costs a customer billed on `planId` (billedPlan: a lapsed member pays the
 * non-member column), on a list's print sizes; undefined when the list has no row for the size (the
 * catalogue's variant price then stands).
 */
export function printSizePrice(
  printSizes: PrintSizePrices | undefined,
  size: PrintSize,
  planId: PlanId,
): number | undefined {
  return printSizes?.[size]?.[PRICE_COLUMN_OF_PLAN[planId]];
}

/**
 * A print size's two catalogue figures on a list's row: `price` the non-member column, `memberPrice`
 * the Nice column where it is lower (what a variant's price and member price meant), else null.
 */
export function figuresOfRow(row: PriceRow): { price: number; memberPrice: number | null } {
  const member = row[PRICE_COLUMN_OF_PLAN.NICE_2025];
  return { price: row.NON_MEMBER, memberPrice: member < row.NON_MEMBER ? member : null };
}

/**
 * A variant's prices as a row: its price in the non-member column, the member price (a discount: never
 * above the price) in the member columns. How the migration and the fallback read the catalogue.
 */
export function rowOfVariant(variant: { price: number; memberPrice: number | null }): PriceRow {
  const member =
    variant.memberPrice === null || variant.memberPrice < 0
      ? variant.price
      : Math.min(variant.price, variant.memberPrice);
  return row(variant.price, member);
}
