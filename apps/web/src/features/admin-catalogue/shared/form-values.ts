import { centsToDollarInput, parseDollars } from '@filmlab/domain';
import { z } from 'zod';

/** A required dollar amount typed by a person, e.g. '12.99'; the form sends cents. */
export const dollarsField = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter the ${label}.`)
    .refine((value) => parseDollars(value) !== null, `Enter the ${label} in dollars, like 12.99.`);

/** The same, but empty means none (member price: members pay the list price). */
export const optionalDollarsField = (label: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || parseDollars(value) !== null, `Enter the ${label} in dollars, like 12.99.`);

export const wholeNumberField = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,10}$/, `Enter the ${label} as a whole number, 0 or more.`);

/** '12.99' -> 1299. Only call on values the schema accepted. */
export function toCents(dollars: string): number {
  const cents = parseDollars(dollars);
  if (cents === null) throw new Error(`Not a dollar amount: ${dollars}`);
  return cents;
}

/** '' -> null (none), otherwise cents. */
export function toOptionalCents(dollars: string): number | null {
  return dollars.trim() === '' ? null : toCents(dollars);
}

export function dollarsOf(cents: number | null | undefined): string {
  return cents === null || cents === undefined ? '' : centsToDollarInput(cents);
}

/** An ISO instant as a datetime-local input shows it, in the browser's time zone: '2026-03-01T09:30'. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The reverse: '' -> null, otherwise the local time as an ISO instant. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** Shop facets as one line each, 'brand: Kodak, Ilford'. */
export function filtersToText(filters: Record<string, string[]>): string {
  return Object.entries(filters)
    .map(([key, values]) => `${key}: ${values.join(', ')}`)
    .join('\n');
}

/** The reverse; null when a non-empty line has no 'name: value'. */
export function textToFilters(text: string): Record<string, string[]> | null {
  const filters: Record<string, string[]> = {};
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    const colon = line.indexOf(':');
    if (colon < 1) return null;
    const key = line.slice(0, colon).trim();
    const values = line
      .slice(colon + 1)
      .split(',')
      .map((value) => value.trim())
      .filter(Boolean);
    if (!key || values.length === 0) return null;
    filters[key] = [...new Set([...(filters[key] ?? []), ...values])];
  }
  return filters;
}
