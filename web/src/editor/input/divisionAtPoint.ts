import type { Level } from '@mapwright/core/document/schema';
import { filledLevels } from '@mapwright/core/document/show';
import type { Editor } from '@mapwright/core/editor/editor';
import { DivisionLocator } from '@mapwright/core/geo/division-locator';
import type { ProjectedCountry } from '@mapwright/core/geo/project';
import { mapTransform } from '@mapwright/core/render/transform';
import { clientToFrame } from './targets';

/**
 * The division drawn filled under a client point, from the geometry (DivisionLocator), for the phone
 * editor, whose division paths take no pointer events (mobile.css): the browser's own hit test of a
 * touch against thousands of paths cost more than the tap's whole work. The filled level is the one
 * that takes clicks (with both levels shown, the second; the first is its outline on top).
 */
export function divisionAtPoint(
  surface: HTMLElement,
  editor: Editor,
  projected: ProjectedCountry,
): (clientX: number, clientY: number) => { level: Level; id: string } | null {
  const locators = new Map<Level, DivisionLocator>();
  return (clientX, clientY) => {
    const doc = editor.document;
    const [level = 2] = filledLevels(doc);
    const geometry = level === 1 ? projected.level1 : projected.level2;
    if (!geometry) return null;
    let locator = locators.get(level);
    if (!locator) locators.set(level, (locator = new DivisionLocator(geometry)));
    const point = clientToFrame(surface, doc.frame, clientX, clientY);
    const transform = mapTransform(doc, projected);
    const id = locator.at(
      (point.x - transform.x) / transform.scale,
      (point.y - transform.y) / transform.scale,
      doc.levels[level].offsets,
    );
    return id === undefined ? null : { level, id };
  };
}
