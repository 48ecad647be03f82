/**
 * Text clean-ups the source notes call for.
 */

/**
 * Repairs UTF-8 text that was decoded as Latin-1 (e.g. Jordan's geoBoundaries names: 'Al-BÄdÄ«ah'
 * → 'Al-Bādīah'). Leaves the string alone when it is not such mojibake.
 */
export function fixMojibake(s: string): string {
  // Two of Jordan's names lost one byte to '?' on the way ('Al-Ä?ghwÄr' for 'Al-Āghwār', the Ghors):
  // after 'Ä' (0xC4) it can only have been a continuation byte, and 0x80 (Ā) is the one the names need.
  s = s.replace(/\u00c4\?(?=[a-z])/g, '\u00c4\u0080');
  if (![...s].every((ch) => ch.charCodeAt(0) <= 0xff) || !/[\u00c2-\u00f4][\u0080-\u00bf]/.test(s)) return s;
  const repaired = Buffer.from(s, 'latin1').toString('utf8');
  return repaired.includes('\ufffd') ? s : repaired;
}

/** Strips Wikipedia-style footnote marks: '石河子市[1]' → '石河子市', '济源市〔1〕' → '济源市'. */
export function stripFootnotes(s: string): string {
  return s.replace(/\s*(\[\s*\d+\s*\]|〔\s*\d+\s*〕)/g, '').trim();
}

/** 'JHAPA' → 'Jhapa', 'KAVREPALANCHOK' → 'Kavrepalanchok'; keeps mixed-case input as is. */
export function titleCase(s: string): string {
  if (s !== s.toUpperCase()) return s;
  return s
    .toLowerCase()
    .replace(/(^|[\s\-(/])(\p{L})/gu, (_m, pre: string, ch: string) => pre + ch.toUpperCase());
}

/** Trims and collapses whitespace; returns undefined for empty or placeholder values. */
export function clean(v: unknown): string | undefined {
  if (v === null || v === undefined) return undefined;
  const s = String(v).replace(/\s+/g, ' ').trim();
  return s === '' || s === 'None' || s === 'null' ? undefined : s;
}

/** Whether a name is written in Latin script (letters of no other script). */
export function isLatin(s: string): boolean {
  return !/[^\p{Script=Latin}\P{L}]/u.test(s);
}
