import { declaresSubset, familySpec, type FontFamilySpec, type FontWeight } from './families';
import { itemizeText, type FaceCoverage, type FamilyCoverage } from './itemize';
import type { TextUse } from './text-uses';
import { parseUnicodeRange } from './unicode-range';

/** A package's `unicode.json`: subset name → CSS unicode-range. */
export type UnicodeRanges = Readonly<Record<string, string>>;

/** The faces a family declares (families.ts), from its package's unicode.json. */
export function familyCoverage(spec: FontFamilySpec, unicode: UnicodeRanges): FamilyCoverage {
  const faces: FaceCoverage[] = Object.entries(unicode)
    .filter(([subset]) => declaresSubset(spec, subset))
    .map(([subset, range]) => ({ family: spec.family, subset, ranges: parseUnicodeRange(range) }));
  return { family: spec.family, faces };
}

/** One font file a text needs: a family's subset at a weight, and the code points set in it. */
export interface FaceNeed {
  readonly face: FaceCoverage;
  readonly weight: FontWeight;
  readonly codePoints: ReadonlySet<number>;
}

/**
 * Which font files the texts need, and which characters of each: every text itemized over its own
 * font-family list (only families we ship count). What an export embeds (subset to those characters)
 * and what a renderer without a browser must load. `missing` lists characters no shipped face holds.
 */
export function requiredFaces(
  uses: readonly TextUse[],
  coverageOf: (family: string) => FamilyCoverage | undefined,
): { readonly faces: readonly FaceNeed[]; readonly missing: ReadonlySet<number> } {
  const needs = new Map<string, { face: FaceCoverage; weight: FontWeight; codePoints: Set<number> }>();
  const missing = new Set<number>();
  for (const use of uses) {
    const stack = use.families.flatMap((f) => {
      const coverage = familySpec(f) ? coverageOf(f) : undefined;
      return coverage ? [coverage] : [];
    });
    for (const item of itemizeText(use.text, stack)) {
      const part = use.text.slice(item.start, item.end);
      if (!item.face) {
        for (const char of part) if (!/\s/u.test(char)) missing.add(char.codePointAt(0) ?? 0);
        continue;
      }
      const key = `${item.face.family}|${item.face.subset}|${use.weight}`;
      let need = needs.get(key);
      if (!need) {
        need = { face: item.face, weight: use.weight, codePoints: new Set() };
        needs.set(key, need);
      }
      for (const char of part) need.codePoints.add(char.codePointAt(0) ?? 0);
    }
  }
  return { faces: [...needs.values()], missing };
}
