// How loadConfig (config.ts) reads one environment variable: a clear start-up error names the variable
// when its value is not what it must be.

export function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

export function onOff(name: string, value: string | undefined, fallback: boolean): boolean {
  const given = value?.trim().toLowerCase();
  if (!given) return fallback;
  if (['on', 'true', '1', 'yes'].includes(given)) return true;
  if (['off', 'false', '0', 'no'].includes(given)) return false;
  throw new Error(`${name} must be on or off, got "${value}"`);
}

export function int(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return parsed;
}

export function httpUrl(name: string, value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`${name} must be an http or https URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${name} must be an http or https URL, got "${value}"`);
  }
  return url.href;
}

export function list(value: string | undefined, fallback: string[]): string[] {
  return value
    ? value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : fallback;
}

/**
 * Which implementation a swappable service's variable names (SMS_PROVIDER and the like), lowercased:
 * the first choice, the built-in one, when unset or empty; anything not listed names the choices.
 */
export function providerChoice<T extends string>(
  name: string,
  value: string | undefined,
  choices: readonly [T, ...T[]],
): T {
  const provider = (value ?? '').trim().toLowerCase() || choices[0];
  if ((choices as readonly string[]).includes(provider)) return provider as T;
  const listed = choices.length > 1 ? `${choices.slice(0, -1).join(', ')} or ${choices.at(-1)}` : choices[0];
  throw new Error(`${name} must be ${listed}, got "${provider}"`);
}
