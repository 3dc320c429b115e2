import zipcodes from 'zipcodes';

/** One US ZIP code of the data set (the `zipcodes` package: every ZIP with its USPS city and state). */
export interface ZipRecord {
  zip: string;
  city: string;
  state: string;
}

interface Index {
  byZip: Map<string, ZipRecord>;
  /** 'NY|BROOKLYN' -> its ZIP codes, in order. */
  byCity: Map<string, string[]>;
}

let index: Index | undefined;

const cityKey = (city: string, state: string) => `${state.trim().toUpperCase()}|${city.trim().toUpperCase()}`;

/** Built once on first use (about 42,000 rows), so each lookup is a map read. */
function load(): Index {
  if (index) return index;
  const byZip = new Map<string, ZipRecord>();
  const byCity = new Map<string, string[]>();
  for (const code of Object.values(zipcodes.codes)) {
    if (code.country !== 'US') continue;
    const record = { zip: String(code.zip), city: code.city, state: code.state };
    byZip.set(record.zip, record);
    const key = cityKey(record.city, record.state);
    const zips = byCity.get(key);
    if (zips) zips.push(record.zip);
    else byCity.set(key, [record.zip]);
  }
  for (const zips of byCity.values()) zips.sort();
  index = { byZip, byCity };
  return index;
}

/** The city and state of a ZIP code (12345 or 12345-6789), or undefined for one the data set lacks. */
export function zipRecord(zip: string): ZipRecord | undefined {
  return load().byZip.get(zip.trim().slice(0, 5));
}

/** The ZIP codes of a city in a state (any letter case), sorted; empty when the data set has none. */
export function zipsOfCity(city: string, state: string): readonly string[] {
  return load().byCity.get(cityKey(city, state)) ?? [];
}
