/** A CSS unicode-range as sorted, merged [first, last] code point intervals. */
export type CodePointRanges = readonly (readonly [number, number])[];

/** Parses `U+0E01-0E5B,U+25CC,U+4??` (the forms CSS allows) into sorted, merged intervals. */
export function parseUnicodeRange(text: string): CodePointRanges {
  const ranges: [number, number][] = [];
  for (const raw of text.split(',')) {
    const part = raw.trim().replace(/^[uU]\+/, '');
    if (part === '') continue;
    let first: number;
    let last: number;
    if (part.includes('?')) {
      first = parseInt(part.replace(/\?/g, '0'), 16);
      last = parseInt(part.replace(/\?/g, 'F'), 16);
    } else {
      const [a = '', b] = part.split('-');
      first = parseInt(a, 16);
      last = b === undefined ? first : parseInt(b, 16);
    }
    if (!Number.isFinite(first) || !Number.isFinite(last) || last < first) {
      throw new Error(`Not a unicode-range: ${JSON.stringify(raw)}`);
    }
    ranges.push([first, last]);
  }
  ranges.sort((x, y) => x[0] - y[0]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const top = merged[merged.length - 1];
    if (top && range[0] <= top[1] + 1) top[1] = Math.max(top[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}

export function rangesCover(ranges: CodePointRanges, codePoint: number): boolean {
  let lo = 0;
  let hi = ranges.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const range = ranges[mid];
    if (!range) break;
    if (codePoint < range[0]) hi = mid - 1;
    else if (codePoint > range[1]) lo = mid + 1;
    else return true;
  }
  return false;
}

export function formatUnicodeRange(ranges: CodePointRanges): string {
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
  return ranges.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(',');
}
