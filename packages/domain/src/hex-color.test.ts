import { describe, expect, it } from 'vitest';
import { HEX_COLOR_ERROR, hexColorError, normalizeHexColor } from './hex-color.js';

describe('hexColorError', () => {
  it('uses the spec wording', () => {
    expect(HEX_COLOR_ERROR).toBe('input is not a valid hex color.');
  });

  it.each([
    ['fff', null],
    ['FFF', null],
    ['a1B2c3', null],
    ['#fff', null],
    ['#00ff00', null],
    [' #abc ', null],
    ['', HEX_COLOR_ERROR],
    ['#', HEX_COLOR_ERROR],
    ['ff', HEX_COLOR_ERROR],
    ['ffff', HEX_COLOR_ERROR],
    ['fffff', HEX_COLOR_ERROR],
    ['fffffff', HEX_COLOR_ERROR],
    ['ggg', HEX_COLOR_ERROR],
    ['##fff', HEX_COLOR_ERROR],
    ['#ff 00 00', HEX_COLOR_ERROR],
    ['rgb(0,0,0)', HEX_COLOR_ERROR],
    ['0xfff', HEX_COLOR_ERROR],
    [null, HEX_COLOR_ERROR],
  ])('%j -> %j', (input, expected) => {
    expect(hexColorError(input)).toBe(expected);
  });
});

describe('normalizeHexColor', () => {
  it.each([
    ['FFF', '#fff'],
    ['#A1b2C3', '#a1b2c3'],
    [' 000000 ', '#000000'],
    ['ffff', null],
  ])('%j -> %j', (input, expected) => {
    expect(normalizeHexColor(input)).toBe(expected);
  });
});
