import { describe, expect, it } from 'vitest';
import { createDocument } from '../document/defaults';
import { findNodes, type SvgNode } from '../render/svg-tree';
import { renderMap } from '../render/render-map';
import { toSvgString } from '../render/to-svg-string';
import { placeLabels } from './place';
import { renderLabels } from './render-labels';
import { division, level, rect } from './test-levels';

const one = level(1, [
  division('P', 'Province', [rect(100, 100, 500, 500)]),
  division('T', 'Tiny', [rect(800, 500, 3, 3)], { nameLocal: 'จังหวัด' }),
]);
const two = level(2, [division('d', 'District', [rect(100, 100, 500, 500)])]);

function doc() {
  const d = createDocument('Thailand');
  d.title.text = '';
  d.labels[1].visible = true;
  d.labels[1].callouts = ['T'];
  d.labels[1].script = 'both';
  d.labels[1].uppercase = false;
  return d;
}

describe('renderLabels', () => {
  it('draws a group per level, a <text> per label with its lines as <tspan>s, and leaders', () => {
    const d = doc();
    const tree = renderLabels(d, placeLabels(d, { level1: one }));
    expect(tree.attrs['data-element']).toBe('labels');
    const levels = findNodes(tree, (n) => n.attrs['data-labels-level'] !== undefined);
    expect(levels.map((n) => n.attrs['data-labels-level'])).toEqual([1]);
    const group = levels[0] as SvgNode;
    expect(group.attrs['paint-order']).toBe('stroke');
    expect(group.attrs['stroke-linejoin']).toBe('round');
    expect(group.attrs.stroke).toBe(d.labels[1].haloColor);
    const texts = findNodes(tree, (n) => n.tag === 'text');
    expect(texts.map((t) => [t.attrs['data-label'], t.attrs['data-level']])).toEqual([
      ['T', 1],
      ['P', 1],
    ]);
    const tiny = texts[0] as SvgNode;
    // Both scripts on two lines; the Thai line brings Noto Sans Thai into the font stack.
    expect(findNodes(tiny, (n) => n.tag === 'tspan').map((n) => n.text)).toEqual(['Tiny', 'จังหวัด']);
    expect(String(tiny.attrs['font-family'])).toContain('Noto Sans Thai');
    expect(findNodes(tree, (n) => n.attrs['data-leader'] === 'T')).toHaveLength(1);
  });

  it('is drawn by renderMap right after the map group, under the annotations, legend and titles', () => {
    const d = doc();
    const root = renderMap(d, { level1: one });
    const order = (root.children ?? []).map((n) => n.attrs['data-element']);
    expect(order.indexOf('labels')).toBe(order.indexOf('map') + 1);
    expect(order.indexOf('labels')).toBeLessThan(order.indexOf('annotations'));
    const svg = toSvgString(root);
    expect(svg).toContain('data-label="P"');
    expect(svg).toContain('>Province</text>');
    expect(
      findNodes(
        renderMap(d, { level1: one }, { labels: false }),
        (n) => n.attrs['data-element'] === 'labels',
      ),
    ).toEqual([]);
  });

  it('draws nothing for labels that are off, and both levels when both are on', () => {
    const off = createDocument('Thailand');
    expect(findNodes(renderMap(off, { level1: one }), (n) => n.attrs['data-element'] === 'labels')).toEqual(
      [],
    );
    const both = doc();
    both.labels[2].visible = true;
    both.levels[2].style.visible = true;
    const tree = renderLabels(both, placeLabels(both, { level1: one, level2: two }));
    expect(
      findNodes(tree, (n) => n.attrs['data-labels-level'] !== undefined).map(
        (n) => n.attrs['data-labels-level'],
      ),
    ).toEqual([1, 2]);
  });
});
