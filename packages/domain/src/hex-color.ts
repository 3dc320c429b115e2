// Hex colour input (spec sections 5 and 8).

export const HEX_COLOR_ERROR = 'input is not a valid hex color.';

/**
 * 3 or 6 hex digits, with or without a leading '#'. The '#' is allowed because it is how colours
 * are written in CSS and copied from design tools; refusing '#ff0000' while accepting 'ff0000'
 * would reject the same colour for its spelling. Surrounding spaces are ignored for the same reason.
 */
const HEX_COLOR = /^#?(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export function hexColorError(input: string | null | undefined): string | null {
  return HEX_COLOR.test((input ?? '').trim()) ? null : HEX_COLOR_ERROR;
}

/** One stored spelling: '#' and lower case ('FFF' -> '#fff'), or null when not a colour. */
export function normalizeHexColor(input: string): string | null {
  const trimmed = input.trim();
  if (!HEX_COLOR.test(trimmed)) return null;
  return `#${trimmed.replace(/^#/, '').toLowerCase()}`;
}
