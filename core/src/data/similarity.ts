/**
 * How alike two name keys are, 0..1: the Sørensen–Dice coefficient of their letter pairs, with a
 * small bonus for a shared start (people abbreviate the end of a name, rarely its start). Keys are
 * prepared once (`bigramsOf`) so ranking a row against every division of a level is cheap.
 */
export interface Bigrams {
  readonly key: string;
  /** Sorted pair codes (first char code * 65536 + second), duplicates kept. */
  readonly pairs: Int32Array;
}

export function bigramsOf(key: string): Bigrams {
  const pairs = new Int32Array(Math.max(0, key.length - 1));
  for (let i = 0; i < pairs.length; i++) pairs[i] = key.charCodeAt(i) * 65536 + key.charCodeAt(i + 1);
  pairs.sort();
  return { key, pairs };
}

/** Sørensen–Dice over letter pairs (a multiset intersection of the sorted codes). */
function dice(a: Bigrams, b: Bigrams): number {
  if (a.key === b.key) return 1;
  const x = a.pairs;
  const y = b.pairs;
  if (x.length === 0 || y.length === 0) return 0;
  let i = 0;
  let j = 0;
  let common = 0;
  while (i < x.length && j < y.length) {
    const p = x[i] as number;
    const q = y[j] as number;
    if (p === q) {
      common++;
      i++;
      j++;
    } else if (p < q) i++;
    else j++;
  }
  return (2 * common) / (x.length + y.length);
}

/** Dice plus up to 0.1 for a common prefix (3+ letters), capped at 1. */
export function similarity(a: Bigrams, b: Bigrams): number {
  const base = dice(a, b);
  let prefix = 0;
  const max = Math.min(a.key.length, b.key.length, 6);
  while (prefix < max && a.key[prefix] === b.key[prefix]) prefix++;
  const bonus = prefix >= 3 ? (prefix / 6) * 0.1 : 0;
  return Math.min(1, base + bonus);
}
