/**
 * The pipeline's path data read back as rings of coordinates, for what needs the geometry itself
 * rather than its drawing: the pixel dot map's cells and the phone's hit test. The pipeline writes
 * each ring as an absolute `M`, then relative `l` offsets (project-arcs.ts), then `Z`; d3's path
 * (the general projection) writes absolute `L`. Both are read, with H/V and their relative forms.
 */

const M = 77;
const L = 76;
const H = 72;
const V = 86;
const Z = 90;
/** A command letter's upper-case code (ASCII letters differ by 32). */
const upper = (code: number) => code & ~32;

/**
 * A division's rings from its path data, as absolute coordinates. Numbers are read by char code, not
 * by slicing and Number(): on Romania's path text this was most of the cold cost of a first pixel dot
 * map (decision "Cells are counted ahead, in idle time"). Commands other than M, L, H, V and Z (never written
 * for a division) have their numbers read as absolute points.
 */
export function ringsOf(d: string): Float64Array[] {
  const rings: Float64Array[] = [];
  readSubpaths(d, (points) => {
    if (points.length >= 6) rings.push(points);
  });
  return rings;
}

/** Each subpath of the path data as absolute points (x and y interleaved), and whether Z closed it. */
export function subpathsOf(d: string): { points: Float64Array; closed: boolean }[] {
  const subpaths: { points: Float64Array; closed: boolean }[] = [];
  readSubpaths(d, (points, closed) => {
    if (points.length > 0) subpaths.push({ points, closed });
  });
  return subpaths;
}

function readSubpaths(d: string, emit: (points: Float64Array, closed: boolean) => void): void {
  let buffer = new Float64Array(256);
  let length = 0;
  const close = (closed: boolean) => {
    if (length > 0) emit(buffer.slice(0, length), closed);
    length = 0;
  };
  const push = (px: number, py: number) => {
    if (length + 2 > buffer.length) {
      const grown = new Float64Array(buffer.length * 2);
      grown.set(buffer);
      buffer = grown;
    }
    buffer[length++] = px;
    buffer[length++] = py;
  };
  let command = M;
  let relative = false;
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  let pending = NaN; // a pair's first number, until its second is read
  const n = d.length;
  let i = 0;
  while (i < n) {
    const ch = d.charCodeAt(i);
    if ((ch >= 48 && ch <= 57) || ch === 45 /* - */ || ch === 46 /* . */) {
      const value = readNumber(d, i);
      i = numberEnd;
      if (command === H) {
        x = relative ? x + value : value;
        push(x, y);
      } else if (command === V) {
        y = relative ? y + value : value;
        push(x, y);
      } else if (Number.isNaN(pending)) pending = value;
      else {
        x = relative ? x + pending : pending;
        y = relative ? y + value : value;
        pending = NaN;
        push(x, y);
        // Pairs after a moveto's first are linetos, relative if it was.
        if (command === M) {
          startX = x;
          startY = y;
          command = L;
        }
      }
    } else {
      const letter = upper(ch);
      if (letter >= 65 && letter <= 90) {
        pending = NaN;
        relative = ch !== letter;
        if (letter === M || letter === Z) close(letter === Z);
        if (letter === Z) {
          x = startX;
          y = startY;
        }
        command = letter;
      }
      i++;
    }
  }
  close(false);
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
