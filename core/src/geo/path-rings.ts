/**
 * The pipeline's path data ("Mx,yLx,y…Z", absolute coordinates) read back as rings of coordinates,
 * for what needs the geometry itself rather than its drawing: the pixel dot map's cells and the
 * phone's hit test.
 */

/**
 * A division's rings from its path data ("Mx,yLx,y…Z", absolute, as the pipeline writes them).
 * Numbers are read by char code, not by slicing and Number(): on Romania's 1.4 MB of path text this
 * was most of the cold cost of a first pixel dot map (ADR 0017, "Counting cells").
 */
export function ringsOf(d: string): Float64Array[] {
  const rings: Float64Array[] = [];
  let buffer = new Float64Array(256);
  let length = 0;
  const close = () => {
    if (length >= 6) rings.push(buffer.slice(0, length));
    length = 0;
  };
  const n = d.length;
  let i = 0;
  while (i < n) {
    const ch = d.charCodeAt(i);
    if ((ch >= 48 && ch <= 57) || ch === 45 /* - */ || ch === 46 /* . */) {
      const value = readNumber(d, i);
      if (length === buffer.length) {
        const grown = new Float64Array(buffer.length * 2);
        grown.set(buffer);
        buffer = grown;
      }
      buffer[length++] = value;
      i = numberEnd;
    } else {
      if (ch === 77 /* M */ || ch === 109 /* m */ || ch === 90 /* Z */ || ch === 122 /* z */) close();
      i++;
    }
  }
  close();
  return rings;
}

/** 10^k for the fraction digits of a number (exact up to 10^22). */
const POWERS_OF_TEN = Array.from({ length: 23 }, (_, k) => 10 ** k);

/** Where the number readNumber last read ends (a second result without allocating a pair). */
let numberEnd = 0;

/**
 * The number starting at `i` (numberEnd is set to the index after it). Digits are summed into an integer and divided
 * once by a power of ten: both exact while there are at most 15 digits, so the one rounding of the
 * division gives exactly what Number() gives. Longer numbers and exponents go through Number().
 */
function readNumber(d: string, i: number): number {
  const n = d.length;
  let j = i;
  const negative = d.charCodeAt(j) === 45;
  if (negative) j++;
  let digits = 0;
  let mantissa = 0;
  let c = d.charCodeAt(j);
  while (j < n && c >= 48 && c <= 57) {
    mantissa = mantissa * 10 + (c - 48);
    digits++;
    c = d.charCodeAt(++j);
  }
  let decimals = 0;
  if (j < n && c === 46) {
    c = d.charCodeAt(++j);
    while (j < n && c >= 48 && c <= 57) {
      mantissa = mantissa * 10 + (c - 48);
      digits++;
      decimals++;
      c = d.charCodeAt(++j);
    }
  }
  if (j < n && (c | 32) === 101 /* e */) {
    j++;
    c = d.charCodeAt(j);
    if (c === 43 || c === 45) c = d.charCodeAt(++j);
    while (j < n && c >= 48 && c <= 57) c = d.charCodeAt(++j);
    numberEnd = j;
    return Number(d.slice(i, j));
  }
  numberEnd = j;
  if (digits > 15) return Number(d.slice(i, j));
  const value = decimals === 0 ? mantissa : mantissa / (POWERS_OF_TEN[decimals] as number);
  return negative ? -value : value;
}
