/**
 * Numbers as spreadsheets write them: 1,234.5 · 1.234,5 · 1 234,5 · 1'234.5 · 12 % · $ 3.2 · −4 ·
 * (5) for −5 · 1.2e3. A blank cell (or "n/a", "–", "..") is no data, not zero. Which mark is the
 * decimal one is decided per column (detectDecimalMark), because "1.234" alone could be either.
 */
export type DecimalMark = '.' | ',';

export type ParsedNumber =
  | { readonly kind: 'number'; readonly value: number }
  | { readonly kind: 'blank' }
  | { readonly kind: 'invalid'; readonly text: string };

/** Cells that mean "no value" in published tables. */
const NO_DATA = new Set([
  '',
  '-',
  '–',
  '—',
  '..',
  '...',
  '…',
  'na',
  'n/a',
  'n.a.',
  'nan',
  'null',
  'none',
  '?',
]);

/** Currency signs, percent and per-mille signs, spaces of every kind, and the Swiss apostrophe. */
const AFFIXES = /[\s\u00a0\u2009\u202f%‰$€£¥₹₨৳฿₫₱₩₪﷼]/gu;
const GROUPING_ONLY = /['’]/g;

function stripAffixes(text: string): { body: string; negative: boolean } {
  let body = text.trim().replace(/\u2212/g, '-');
  let negative = false;
  const accounting = /^\((.*)\)$/.exec(body);
  if (accounting) {
    body = accounting[1] ?? '';
    negative = true;
  }
  body = body.replace(AFFIXES, '').replace(GROUPING_ONLY, '');
  // Currency codes and words around the number ("USD 12", "12 EUR", "Rs. 40").
  body = body.replace(/^[A-Za-z]{1,3}\.?(?=[-+\d.,])/, '').replace(/(?<=[\d.])[A-Za-z]{1,3}\.?$/, '');
  if (body.startsWith('-')) {
    negative = !negative;
    body = body.slice(1);
  } else if (body.startsWith('+')) {
    body = body.slice(1);
  }
  return { body, negative };
}

/** Evidence one cell gives about the decimal mark: '.', ',' or none (e.g. "1,234", "12"). */
function markOf(body: string): DecimalMark | undefined {
  const dot = body.lastIndexOf('.');
  const comma = body.lastIndexOf(',');
  if (dot >= 0 && comma >= 0) return dot > comma ? '.' : ',';
  if (comma >= 0) return /^\d{1,3}(,\d{3})+$/.test(body) ? undefined : ',';
  if (dot >= 0) return /^\d{1,3}(\.\d{3})+$/.test(body) ? undefined : '.';
  return undefined;
}

/**
 * The decimal mark of a column: the one its unambiguous cells use most ("12,5" says comma, "1,234.5"
 * says point); a column of only ambiguous cells ("1,234", "5.000") reads as point, the common case.
 */
export function detectDecimalMark(texts: readonly string[]): DecimalMark {
  let dots = 0;
  let commas = 0;
  for (const text of texts) {
    const mark = markOf(stripAffixes(text).body);
    if (mark === '.') dots++;
    else if (mark === ',') commas++;
  }
  return commas > dots ? ',' : '.';
}

/** Grouping marks only between digit groups of three; anything else is not a number we can read. */
const PATTERNS: Readonly<Record<DecimalMark, { grouped: RegExp; plain: RegExp }>> = {
  '.': { grouped: /^\d{1,3}(,\d{3})+(\.\d*)?$/, plain: /^(\d+(\.\d*)?|\.\d+)$/ },
  ',': { grouped: /^\d{1,3}(\.\d{3})+(,\d*)?$/, plain: /^(\d+(,\d*)?|,\d+)$/ },
};

/** Reads one cell with the column's decimal mark. */
export function parseNumber(text: string, decimalMark: DecimalMark = '.'): ParsedNumber {
  if (NO_DATA.has(text.trim().toLowerCase())) return { kind: 'blank' };
  const { body, negative } = stripAffixes(text);
  if (body === '') return { kind: 'invalid', text };
  const group = decimalMark === '.' ? ',' : '.';
  const exponent = /^(.*?)([eE][-+]?\d+)$/.exec(body);
  const mantissa = exponent ? (exponent[1] ?? '') : body;
  const { grouped, plain } = PATTERNS[decimalMark];
  if (!grouped.test(mantissa) && !plain.test(mantissa)) return { kind: 'invalid', text };
  const normal = mantissa.split(group).join('').replace(decimalMark, '.') + (exponent?.[2] ?? '');
  const value = Number(normal);
  if (!Number.isFinite(value)) return { kind: 'invalid', text };
  return { kind: 'number', value: (negative ? -value : value) || 0 };
}

/** How many cells of a column read as numbers: the share picks the value column. */
export function numericShare(texts: readonly string[]): number {
  const mark = detectDecimalMark(texts);
  let numbers = 0;
  let filled = 0;
  for (const text of texts) {
    const parsed = parseNumber(text, mark);
    if (parsed.kind === 'blank') continue;
    filled++;
    if (parsed.kind === 'number') numbers++;
  }
  return filled === 0 ? 0 : numbers / filled;
}
