// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { svgNode, type SvgNode } from '@mapwright/core/render/svg-tree';
import { createSvgElement } from '../../canvas/svgDom';
import { patchInsetGroup } from './insetPatch';

/** A zoom inset as the skeleton pass sees it: copies and the other level's borders without paths. */
function zoomInsets(cells: readonly SvgNode[], borders: string, width = '1'): SvgNode {
  return svgNode('g', 'zoom-insets', {}, [
    svgNode('g', 'zoom-inset:a', { 'data-zoom-inset': 'a' }, [
      svgNode('g', 'zoom-view:a', {}, [
        svgNode('g', 'zoom-cells:a', { 'data-zoom-cells': 'a' }, [
          svgNode('g', 'zoom-cells-grid:a', { transform: 'scale(0.5)' }, cells),
        ]),
        svgNode('g', 'zoom-outline:a', { 'stroke-width': width }, [
          svgNode('path', 'zoom-borders:a', { d: borders }),
        ]),
      ]),
    ]),
  ]);
}

const cell = (kind: string, d: string) => svgNode('path', `cells:X:${kind}`, { d, 'data-cells': kind });

describe('patching a zoom inset from the skeleton pass', () => {
  it('keeps the borders it has no paths for, patches cells in place, and redraws the cells when paths come or go', () => {
    const mounted = zoomInsets([cell('off', 'M0 0h1')], 'M0 0L5 5');
    const el = createSvgElement(mounted);
    const skeleton = zoomInsets([cell('off', 'M0 0h1')], '', '2');
    expect(patchInsetGroup(el, mounted, skeleton)).toBe(true);
    expect(el.querySelector('path:not([data-cells])')?.getAttribute('d')).toBe('M0 0L5 5');
    expect(el.querySelector('g[stroke-width]')?.getAttribute('stroke-width')).toBe('2');

    // A value edit: the same paths, new path text.
    const edited = zoomInsets([cell('off', 'M0 0h2')], '', '2');
    expect(patchInsetGroup(el, skeleton, edited)).toBe(true);
    expect(el.querySelector('[data-cells="off"]')?.getAttribute('d')).toBe('M0 0h2');

    // A division's first on cell: the cells group alone is drawn again.
    const view = el.querySelector('g[stroke-width]')?.parentElement;
    const outline = el.querySelector('g[stroke-width]');
    const more = zoomInsets([cell('off', 'M0 0h1'), cell('on', 'M1 0h1')], '', '2');
    expect(patchInsetGroup(el, edited, more)).toBe(true);
    expect([...el.querySelectorAll('[data-cells]')].map((p) => p.getAttribute('data-cells'))).toEqual([
      'off',
      'on',
    ]);
    expect(el.querySelector('g[stroke-width]')).toBe(outline);
    expect(view?.firstElementChild?.getAttribute('data-zoom-cells')).toBe('a');
  });
});
