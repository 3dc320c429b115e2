// fast-check arbitraries of the values a zod 4 schema accepts, made by walking the schema's
// definition (`schema._zod.def`, zod's interface for library authors). zod-fast-check, the library
// for this, only knows zod 3. The values are valid-looking: refinements and the output side of
// transforms are not solved, so some are refused, which is fine for fuzzing.
import { MAX_INT } from '@filmlab/api';
import fc from 'fast-check';
import type { z } from 'zod';

interface Check {
  check?: string;
  value?: number;
  inclusive?: boolean;
  minimum?: number;
  maximum?: number;
  format?: string;
  pattern?: RegExp;
}

interface Def {
  type: string;
  checks?: Array<{ _zod: { def: Check } }>;
  format?: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  getter?: () => z.ZodType;
}

interface Internals {
  def: Def;
  optin?: 'optional' | 'defaulted';
}

const internals = (schema: z.ZodType) => (schema as unknown as { _zod: Internals })._zod;
const checksOf = (def: Def) => (def.checks ?? []).map((check) => check._zod.def);

/** The kind of value a schema takes in: a transform's or a pipe's input side. */
export function inputKind(schema: z.ZodType): string {
  const { def } = internals(schema);
  if (def.type === 'pipe') return inputKind(def.in!);
  if (['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional'].includes(def.type))
    return inputKind(def.innerType!);
  return def.type;
}

/** True for a field an object may leave out. */
export const isOptional = (schema: z.ZodType) => internals(schema).optin !== undefined;

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  let min = -1e9;
  let max = 1e9;
  let integer = false;
  for (const check of checksOf(def)) {
    if (check.check === 'number_format') integer = check.format === 'safeint' || check.format === 'int32';
    if (check.check === 'greater_than') min = check.inclusive ? check.value! : check.value! + (integer ? 1 : 1e-6);
    if (check.check === 'less_than') max = check.inclusive ? check.value! : check.value! - (integer ? 1 : 1e-6);
  }
  if (!integer) return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  const ints = fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  // An id field: mostly small numbers, which are the ids of rows that exist in a test database.
  if (min >= 0 && max === MAX_INT) return fc.oneof({ arbitrary: fc.integer({ min: 1, max: 40 }), weight: 3 }, ints);
  return fc.oneof(ints, fc.constantFrom(Math.ceil(min), Math.floor(max)));
}

function stringArbitrary(def: Def): fc.Arbitrary<string> {
  const checks = checksOf(def);
  const pattern = checks.find((check) => check.format === 'regex')?.pattern;
  if (pattern) return fc.stringMatching(pattern);
  // fast-check's addresses follow the RFC, which allows more than zod's (and anyone's) check.
  if (def.format === 'email')
    return fc.oneof(
      { arbitrary: fc.stringMatching(/^[a-z0-9][a-z0-9._+-]{0,15}@[a-z0-9-]{1,12}\.(test|com|org)$/), weight: 3 },
      fc.emailAddress(),
    );
  if (def.format === 'datetime')
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString());
  const minLength = checks.find((check) => check.check === 'min_length')?.minimum ?? 0;
  const maxLength = Math.min(checks.find((check) => check.check === 'max_length')?.maximum ?? 60, 60);
  const sizes = { minLength: Math.min(minLength, maxLength), maxLength };
  // Now and then text no database should get: any code point (NUL and other controls among them),
  // or a lone surrogate somewhere in it.
  const unstorable = fc
    .tuple(
      fc.string({ unit: 'binary', maxLength: 8 }),
      fc.integer({ min: 0, max: 0x1f }),
      fc.integer({ min: 0xd800, max: 0xdfff }),
    )
    .chain(([text, control, surrogate]) =>
      fc.constantFrom(`${text}${String.fromCharCode(control)}`, `${String.fromCharCode(surrogate)}${text}`),
    );
  return fc.oneof(
    { arbitrary: fc.string(sizes), weight: 3 },
    { arbitrary: fc.string({ ...sizes, unit: 'grapheme' }), weight: 2 },
    { arbitrary: fc.stringMatching(/^[a-z0-9-]{1,12}$/), weight: 2 },
    { arbitrary: unstorable, weight: 1 },
  );
}

/** Values `schema` takes in: for a body as JSON, for params and queries before they become text. */
export function arbitraryFor(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  const { def } = internals(schema);
  const inner = (child: z.ZodType) => arbitraryFor(child, depth + 1);
  switch (def.type) {
    case 'string':
      return stringArbitrary(def);
    case 'number':
      return numberArbitrary(def);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'undefined':
      return fc.constant(undefined);
    case 'literal':
      return fc.constantFrom(...def.values!);
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries!));
    case 'object': {
      const shape = def.shape!;
      const keys = Object.keys(shape);
      return fc.record(Object.fromEntries(keys.map((key) => [key, inner(shape[key]!)])), {
        requiredKeys: keys.filter((key) => !isOptional(shape[key]!)),
      });
    }
    case 'array': {
      const sizes = checksOf(def);
      const minLength = sizes.find((check) => check.check === 'min_length')?.minimum ?? 0;
      return fc.array(inner(def.element!), { minLength, maxLength: Math.max(minLength, depth > 1 ? 2 : 4) });
    }
    case 'record':
      return fc.dictionary(inner(def.keyType!) as fc.Arbitrary<string>, inner(def.valueType!), { maxKeys: 3 });
    case 'union':
      return fc.oneof(...def.options!.map(inner));
    case 'optional':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner(def.innerType!);
    case 'nullable':
      return fc.option(inner(def.innerType!), { nil: null, freq: 4 });
    case 'pipe': {
      // Text read by a transform and checked again (a state code, an e-mail, JSON in a query): try
      // values of either side; the output side's non-text values are sent as their JSON.
      const from = inner(def.in!);
      const outKind = internals(def.out!).def.type;
      if (outKind === 'transform' || depth > 4) return from;
      const to =
        inputKind(def.in!) === 'string' && !['string', 'enum', 'literal'].includes(inputKind(def.out!))
          ? inner(def.out!).map((value) => JSON.stringify(value))
          : inner(def.out!);
      return fc.oneof(from, to);
    }
    case 'lazy':
      return depth > 4 ? fc.constant(null) : inner(def.getter!());
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
