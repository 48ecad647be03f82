import { describe, expect, it } from 'vitest';
import type { SvgNode } from '@mapwright/core/render/svg-tree';
import { ringsOf } from '@mapwright/core/geo/path-rings';
import { basePathData, withBasePath } from './basePaths';

const path = (id: string, d: string, fill: string, transform?: string): SvgNode => ({
  tag: 'path',
  key: `division:2:${id}`,
  attrs: { d, fill, 'data-division': id, 'data-level': 2, ...(transform && { transform }) },
});

const A = 'M0 0h10v10h-10z';
const B = 'M10 0h10v10h-10z';
const C = 'M20 0l5 5-5 5z';

describe('withBasePath', () => {
  it('draws the divisions in place as one base path and keeps elements for painted and moved ones', () => {
    const children = withBasePath(
      [path('a', A, '#dcdcdc'), path('b', B, '#e69f00'), path('c', C, '#dcdcdc', 'translate(3 4)')],
      2,
      '#dcdcdc',
    );
    expect(children.map((node) => node.key)).toEqual(['base', 'division:2:b', 'division:2:c']);
    const base = children[0];
    expect(base?.attrs).toMatchObject({ fill: '#dcdcdc', 'data-base-level': 2, class: 'map-base' });
    // The painted division stays in the base (its element covers it); the moved one does not.
    expect(base?.attrs.d).toBe(A + B);
    expect(ringsOf(String(base?.attrs.d))).toEqual([...ringsOf(A), ...ringsOf(B)]);
  });

  it('gives an empty base when every division is moved, and none of its own when all are plain', () => {
    expect(withBasePath([path('c', C, '#fff', 'translate(1 1)')], 1, '#fff')[0]?.attrs.d).toBe('');
    expect(withBasePath([path('a', A, '#fff'), path('b', B, '#fff')], 1, '#fff')).toHaveLength(1);
  });
});

describe('basePathData', () => {
  it('joins the divisions in their order, leaving out the moved ones', () => {
    const divisions = [
      { id: 'a', d: A },
      { id: 'b', d: B },
      { id: 'c', d: C },
    ];
    expect(basePathData(divisions, new Set())).toBe(A + B + C);
    expect(basePathData(divisions, new Set(['b']))).toBe(A + C);
  });
});
