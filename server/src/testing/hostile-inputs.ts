import fc from 'fast-check';
import { createAnnotation } from '@mapwright/core/document/annotation-defaults';
import { createDocument } from '@mapwright/core/document/defaults';

/**
 * Generated client input for the API property test: what a careless or hostile client sends. Text with
 * NUL, lone surrogates, joiners and huge lengths; numbers at the edges of int4, of safe integers and of
 * doubles; strings that look like numbers; wrong types; deep nesting; JSON that JSON.stringify cannot
 * write (1e400, NaN); and, most of the time, bodies shaped like the real ones with one field gone bad, so
 * the input reaches past the first schema check into the handlers and the database.
 */

const nastyStrings: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '\udc00\ud800',
  '🐟',
  '\u200d',
  '\ufeff',
  '\u0007\u001b[31m',
  "'; drop table maps; --",
  '../../etc/passwd',
  '%00',
  'NaN',
  'Infinity',
  '-0',
  '1e308',
  '2147483648',
  '9007199254740993',
  '<script>alert(1)</script>',
  'x'.repeat(257),
  'y'.repeat(10_001),
  'n'.repeat(100_000),
];

const edgeNumbers: readonly number[] = [
  0,
  -0,
  1,
  -1,
  1.5,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31),
  -(2 ** 31) - 1,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  1e308,
  -1e308,
  5e-324,
  Number.MAX_VALUE,
];

const text = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...nastyStrings) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc.string({ unit: fc.constantFrom('a', '\u0000', '\ud800', '\udc00', 'é'), maxLength: 8 }),
  },
);

const leaf: fc.Arbitrary<unknown> = fc.oneof(
  text,
  fc.constantFrom(...edgeNumbers),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
);

/** Turns through values (no Math.random: a failing run must replay the same way from its seed). */
let turn = 0;
function pick<T>(values: readonly T[]): T {
  turn += 1;
  return values[turn % values.length] as T;
}

/** Good values for the fields the API and the auth service read, so a body can be right but for one field. */
const GOOD_VALUES: Readonly<Record<string, () => unknown>> = {
  name: () => pick(['Fishing villages', 'Jaffna 🐟 "north"', 'ශ්‍රී ලංකා', 'x'.repeat(120)]),
  email: () => `fuzz-${(turn += 1)}@example.org`,
  password: () => 'fuzz-pass-1',
  newPassword: () => 'fuzz-pass-2',
  currentPassword: () => 'fuzz-pass-1',
  token: () => 'not-a-real-token',
  document: () => createDocument('India'),
  baseVersion: () => 1,
  format: () => 'png',
  width: () => 800,
  height: () => 600,
  variantId: () => 966248,
  callbackURL: () => '/Profile',
  redirectTo: () => '/Profile',
  image: () => 'https://example.org/a.png',
  provider: () => 'google',
  rememberMe: () => true,
  revokeOtherSessions: () => false,
  amount: () => '5',
  cardNumber: () => '4242 4242 4242 4242',
};
const FIELD_NAMES = Object.keys(GOOD_VALUES);

/** Any JSON value with nasty leaves and keys. */
const anyJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...FIELD_NAMES), text), tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** A valid map document with one string somewhere in it replaced by nasty text. */
const badDocument = fc
  .tuple(text, fc.constantFrom('title', 'note', 'legend', 'fill-key'))
  .map(([bad, where]) => {
    const doc = createDocument('India') as unknown as Record<string, unknown> & {
      title: Record<string, unknown>;
      legend: Record<string, unknown>;
    };
    switch (where) {
      case 'title':
        return { ...doc, title: { ...doc.title, text: bad } };
      case 'legend':
        return { ...doc, legend: { ...doc.legend, title: bad } };
      case 'fill-key':
        return { ...doc, levels: { 1: { fills: { [bad]: '#ff0000' } } } };
      default:
        return {
          ...doc,
          annotations: [
            { ...createAnnotation('note', { kind: 'map', lon: 78, lat: 22 }, { id: 'n1' }), text: bad },
          ],
        };
    }
  });

/** A body shaped like the real ones: some known fields with good values, one or more gone bad. */
const plausibleBody = fc
  .tuple(
    // Every known field (schemas ignore the ones they do not read) or a few of them.
    fc.oneof(
      { weight: 2, arbitrary: fc.constant(FIELD_NAMES) },
      { weight: 1, arbitrary: fc.subarray(FIELD_NAMES, { minLength: 1, maxLength: 6 }) },
    ),
    fc.array(
      fc.tuple(fc.constantFrom(...FIELD_NAMES), fc.oneof(leaf, badDocument, anyJson, fc.constant(undefined))),
      { minLength: 0, maxLength: 2 },
    ),
  )
  .map(([fields, bad]) => {
    const body: Record<string, unknown> = {};
    for (const field of fields) body[field] = GOOD_VALUES[field]?.();
    for (const [field, value] of bad) body[field] = value;
    return body;
  });

/** JSON texts JSON.stringify would never write, and other malformed bodies. */
const rawJsonTexts = fc.constantFrom(
  '',
  '{',
  'null',
  '"\\u0000"',
  '{"baseVersion":1e400,"document":{}}',
  '{"width":-0,"height":1e308,"format":"png"}',
  '{"name":"\\ud800","document":{}}',
  'NaN',
  '-Infinity',
  '{"__proto__":{"polluted":true},"name":"x"}',
  '['.repeat(100_000) + ']'.repeat(100_000),
  '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000),
  `{"name":"${'n'.repeat(100_000)}","email":"a@b.co","password":"abcdefgh1"}`,
);

export interface GeneratedBody {
  readonly contentType: string | undefined;
  readonly text: string | undefined;
}

export const bodyArbitrary: fc.Arbitrary<GeneratedBody> = fc.oneof(
  {
    weight: 6,
    arbitrary: plausibleBody.map((b) => ({ contentType: 'application/json', text: JSON.stringify(b) })),
  },
  {
    weight: 2,
    arbitrary: anyJson.map((v) => ({ contentType: 'application/json', text: JSON.stringify(v) ?? 'null' })),
  },
  { weight: 2, arbitrary: rawJsonTexts.map((t) => ({ contentType: 'application/json', text: t })) },
  {
    weight: 1,
    arbitrary: plausibleBody.map((b) => ({
      contentType: 'application/x-www-form-urlencoded',
      text: new URLSearchParams(
        Object.entries(b).map(([k, v]): [string, string] => [
          k,
          typeof v === 'string' ? v : (JSON.stringify(v) ?? ''),
        ]),
      ).toString(),
    })),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('text/plain', 'multipart/form-data', 'application/xml'), text)
      .map(([contentType, t]) => ({ contentType, text: t })),
  },
  { weight: 1, arbitrary: fc.constant({ contentType: undefined, text: undefined }) },
);

/** Path segments: nasty text percent-encoded, raw percent sequences that are not UTF-8, and real ids. */
export function segmentArbitrary(realIds: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(
      '%00',
      'a%00b',
      '%ED%A0%80',
      '%',
      '%FF',
      '%C0%AF',
      '..',
      '%2F',
      '%2E%2E',
      'x'.repeat(300),
    ),
    text.filter((t) => t !== '').map((t) => encodeURIComponent(t.replace(/[\ud800-\udfff]/g, '\u0000'))),
    { weight: 3, arbitrary: fc.constantFrom(...realIds) },
  );
}

/** A query string, often empty, with parameters the auth service reads. */
export const queryArbitrary: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constant('') },
  {
    weight: 1,
    arbitrary: fc
      .array(fc.tuple(fc.constantFrom('callbackURL', 'token', 'error', 'code', 'state', 'q'), text), {
        minLength: 1,
        maxLength: 3,
      })
      .map(
        (pairs) =>
          `?${pairs.map(([k, v]) => `${k}=${encodeURIComponent(v.replace(/[\ud800-\udfff]/g, '\u0000'))}`).join('&')}`,
      ),
  },
);
