import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDocument } from '@mapwright/core/document/defaults';
import { Editor } from '@mapwright/core/editor/editor';
import type { ProjectedCountry } from '@mapwright/core/geo/project';
import type { ProjectedLevel } from '@mapwright/core/geo/projected-level';
import { DivisionLocator } from '@mapwright/core/geo/division-locator';
import { divisionAtPoint } from './divisionAtPoint';

// The real locator, its constructions counted.
vi.mock('@mapwright/core/geo/division-locator', async (original) => {
  const real = await original<{ DivisionLocator: typeof DivisionLocator }>();
  return {
    DivisionLocator: vi.fn(function (level: ProjectedLevel) {
      return new real.DivisionLocator(level);
    }),
  };
});

// A 100 x 100 map space with one square division over all of it.
const level2: ProjectedLevel = {
  level: 2,
  space: { width: 100, height: 100 },
  divisions: [
    { id: 'A', name: 'A', d: 'M0,0l100 0 0 100-100 0Z', bbox: [0, 0, 100, 100], centroid: [50, 50] },
  ],
  borders: '',
  extent: [0, 0, 100, 100],
};
const projected = { space: level2.space, level1: { ...level2, level: 1 }, level2 } as ProjectedCountry;

afterEach(() => vi.unstubAllGlobals());

describe('divisionAtPoint', () => {
  it('builds its index at the first idle moment, so the first touch finds the division at once', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    const editor = new Editor(createDocument('Romania'));
    const surface = {
      getBoundingClientRect: () => ({ left: 0, top: 0, width: editor.document.frame.width, height: 1 }),
    } as unknown as HTMLElement;
    const under = divisionAtPoint(surface, editor, projected);
    expect(idle).toHaveLength(1);
    expect(DivisionLocator).not.toHaveBeenCalled();
    idle[0]?.();
    expect(DivisionLocator).toHaveBeenCalledTimes(1);
    // The touch finds the division in the index built then: nothing is built on the touch.
    const frame = editor.document.frame;
    expect(under(frame.width / 2, frame.height / 2)?.id).toBe('A');
    expect(DivisionLocator).toHaveBeenCalledTimes(1);
  });
});
