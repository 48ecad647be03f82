import type { SvgNode } from '../render/svg-tree';
import { fontWeightOf, type FontWeight } from './families';
import { parseFontFamilyList } from './font-stack';

/** A text drawn in a rendered map: its characters, font-family list and weight. */
export interface TextUse {
  readonly text: string;
  readonly families: readonly string[];
  readonly weight: FontWeight;
}

/**
 * Every text a rendered tree draws (a <text> with its <tspan>s), with the font-family and font-weight
 * it inherits: what an export must carry fonts for, whatever element drew the text.
 */
export function textUses(tree: SvgNode): TextUse[] {
  const uses: TextUse[] = [];
  const visit = (node: SvgNode, family: string, weight: FontWeight) => {
    const ownFamily = node.attrs['font-family'];
    const ownWeight = node.attrs['font-weight'];
    const f = ownFamily === undefined ? family : String(ownFamily);
    const w = ownWeight === undefined ? weight : fontWeightOf(ownWeight);
    if (node.tag === 'text' || node.tag === 'tspan') {
      const text = node.text ?? '';
      if (text.trim() !== '') uses.push({ text, families: parseFontFamilyList(f), weight: w });
    }
    for (const child of node.children ?? []) visit(child, f, w);
  };
  visit(tree, '', 400);
  return uses;
}

/** The families named by the texts of a tree (known to FONT_FAMILIES or not), in order of first use. */
export function familiesUsed(uses: readonly TextUse[]): string[] {
  return [...new Set(uses.flatMap((u) => u.families))];
}
