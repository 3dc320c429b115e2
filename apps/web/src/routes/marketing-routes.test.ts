import { describe, expect, it } from 'vitest';
import { LANDING_PATHS } from '../content/landing';
import { LANDING_ROUTE_PATHS } from './route-table';

describe('landing routes', () => {
  it('routes every city and topic page that has content, plus /lab and /club', () => {
    expect([...LANDING_ROUTE_PATHS].sort()).toEqual(['lab', 'club', ...LANDING_PATHS.map((p) => p.slice(1))].sort());
  });
});
