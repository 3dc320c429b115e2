// Invalid inputs for fuzzing: a valid-looking input with one or two parts broken: a value swapped
// for one that has broken servers before, a field left out, a field nobody asked for, a whole part
// of the wrong type.
import fc from 'fast-check';

/** Numbers past every column's range, control characters, lone surrogates, huge text, wrong types. */
export const nastyValues: readonly unknown[] = [
  2_147_483_648,
  -2_147_483_649,
  Number.MAX_SAFE_INTEGER + 2, // 2^53 + 1 cannot be held: it reads as 2^53
  1e308,
  -1e308,
  -1,
  0,
  0.5,
  -0,
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '\udc00\ud800',
  '\u0007\u001b[2J',
  '\u202e\u200b',
  'x'.repeat(20_000),
  '9'.repeat(400),
  '2147483648',
  '-1',
  '1e3',
  '0x1F',
  ' 7 ',
  'NaN',
  'Infinity',
  '%00',
  '%ED%A0%80',
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '🎞️'.repeat(40),
  '2024-02-30T25:61:00Z',
  'null',
  '{}',
  null,
  true,
  false,
  [],
  {},
  [1, 'two', null],
  { nested: { deeper: [{}] } },
];

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));

export const nastyArbitrary: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...nastyValues), weight: 5 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  fc.tuple(fc.string({ maxLength: 10 }), loneSurrogate, fc.string({ maxLength: 10 })).map((parts) => parts.join('')),
  fc.integer(),
  fc.double(),
  fc.jsonValue({ maxDepth: 2 }),
);

export type Part = 'params' | 'query' | 'body';

export interface Mutation {
  part: Part;
  /** taint: one text field keeps its value with a character no database should get added. */
  kind: 'replace' | 'remove' | 'add' | 'whole' | 'taint';
  /** Which node, taken modulo the number of candidates. */
  pick: number;
  key: string;
  value: unknown;
  taint: string;
}

export const mutationArbitrary = (parts: readonly Part[]): fc.Arbitrary<Mutation> =>
  fc.record({
    part: fc.constantFrom(...parts),
    kind: fc.constantFrom<Mutation['kind']>(
      'replace',
      'replace',
      'replace',
      'taint',
      'taint',
      'remove',
      'add',
      'whole',
    ),
    pick: fc.nat(),
    key: fc.oneof(fc.constantFrom('surprise', 'id', '__proto__', 'constructor', ''), fc.string({ maxLength: 8 })),
    value: nastyArbitrary,
    taint: fc.constantFrom('\u0000', '\u0001', '\u0008', '\u001b', '\u001f', '\ud800', '\udbff', '\udc00'),
  });

type Path = Array<string | number>;

function nodePaths(value: unknown, path: Path = []): Path[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => [[...path, index], ...nodePaths(item, [...path, index])]);
  if (typeof value === 'object' && value !== null && !Buffer.isBuffer(value))
    return Object.entries(value).flatMap(([key, item]) => [[...path, key], ...nodePaths(item, [...path, key])]);
  return [];
}

const valueAt = (value: unknown, path: Path) =>
  path.reduce<unknown>((at, key) => (at as Record<string | number, unknown>)[key], value);

/** A copy of `value` with the node at `path` set to `replacement`, or removed when it is `remove`. */
function changed(value: unknown, path: Path, replacement: unknown, remove = false): unknown {
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  const [head, ...rest] = path;
  if (rest.length > 0) copy[head!] = changed(copy[head!], rest, replacement, remove);
  else if (remove && Array.isArray(copy)) (copy as unknown[]).splice(head as number, 1);
  else if (remove) delete copy[head!];
  // An own property even for "__proto__", so JSON carries it as a key.
  else Object.defineProperty(copy, head!, { value: replacement, enumerable: true, writable: true, configurable: true });
  return copy;
}

/** The input with the mutation applied to one of its parts; the input itself is not changed. */
export function applyMutation<T extends Partial<Record<Part, unknown>>>(input: T, mutation: Mutation): T {
  const target = input[mutation.part];
  const paths = nodePaths(target);
  let next: unknown;
  const texts = paths.filter((path) => typeof valueAt(target, path) === 'string');
  if (mutation.kind === 'taint' && texts.length > 0) {
    const path = texts[mutation.pick % texts.length]!;
    const text = valueAt(target, path) as string;
    const at = mutation.pick % (text.length + 1);
    next = changed(target, path, `${text.slice(0, at)}${mutation.taint}${text.slice(at)}`);
  } else if (mutation.kind === 'whole' || (mutation.kind !== 'add' && paths.length === 0)) {
    next = mutation.value;
  } else if (mutation.kind === 'add') {
    const containers = [[], ...paths].filter((path) => {
      const node = valueAt(target, path);
      return typeof node === 'object' && node !== null && !Array.isArray(node);
    });
    const at = containers[mutation.pick % containers.length];
    next = at ? changed(target, [...at, mutation.key], mutation.value) : { [mutation.key]: mutation.value };
  } else {
    const path = paths[mutation.pick % paths.length]!;
    next = changed(target, path, mutation.value, mutation.kind === 'remove');
  }
  return { ...input, [mutation.part]: next };
}
