import { isDeepStrictEqual } from 'node:util';

/**
 * The fields of `wanted` whose values differ from `current`, or null when none do. Seeds that keep a
 * table in step with the domain update only what changed, so a restart writes nothing.
 */
export function changedFields<T extends Record<string, unknown>>(
  current: Record<string, unknown>,
  wanted: T,
): Partial<T> | null {
  const changed: Partial<T> = {};
  let any = false;
  for (const key of Object.keys(wanted) as Array<keyof T & string>) {
    if (!isDeepStrictEqual(current[key], wanted[key])) {
      changed[key] = wanted[key];
      any = true;
    }
  }
  return any ? changed : null;
}
