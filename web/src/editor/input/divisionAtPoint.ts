import type { DivisionRef } from '@mapwright/core/document/division-ref';
import type { Level, MapDocument } from '@mapwright/core/document/schema';
import { filledLevels } from '@mapwright/core/document/show';
import type { Editor } from '@mapwright/core/editor/editor';
import { DivisionLocator } from '@mapwright/core/geo/division-locator';
import type { ProjectedCountry } from '@mapwright/core/geo/project';
import { zoomInsetSource } from '@mapwright/core/render/render-zoom-insets';
import { mapTransform, unplace } from '@mapwright/core/render/transform';
import { whenIdle } from '../state/whenIdle';
import { clientToFrame } from './targets';

const LOCATOR_IDLE_TIMEOUT_MS = 3000;

/** The level a touch paints: the one drawn filled (with both shown, the second). */
function touchedLevel(doc: MapDocument): Level {
  const [level = 2] = filledLevels(doc);
  return level;
}

/**
 * The division drawn filled under a client point, from the geometry (DivisionLocator): the map's one
 * hit test of divisions (hitTest.ts), on the desktop as on the phone, whose division paths take no
 * pointer events (mobile.css): the browser's own hit test of a touch against thousands of paths cost
 * more than the tap's whole work. The filled level is the one that takes clicks (with both levels
 * shown, the second; the first is its outline on top).
 */
export function divisionAtPoint(
  surface: HTMLElement,
  editor: Editor,
  projected: ProjectedCountry,
): (clientX: number, clientY: number) => DivisionRef | null {
  const locators = new Map<Level, DivisionLocator>();
  const locatorOf = (level: Level): DivisionLocator | undefined => {
    const geometry = level === 1 ? projected.level1 : projected.level2;
    if (!geometry) return undefined;
    let locator = locators.get(level);
    if (!locator) locators.set(level, (locator = new DivisionLocator(geometry)));
    return locator;
  };
  // The filled level's index is built at the first idle moment, not on the first touch (for Romania's
  // 3,186 boxes it was a noticeable part of the first tap on a phone); harmless if the input is gone by then.
  whenIdle(() => void locatorOf(touchedLevel(editor.document)), LOCATOR_IDLE_TIMEOUT_MS);
  return (clientX, clientY) => {
    const doc = editor.document;
    const level = touchedLevel(doc);
    const locator = locatorOf(level);
    if (!locator) return null;
    const point = clientToFrame(surface, doc.frame, clientX, clientY);
    const { x, y } = unplace(mapTransform(doc, projected), point.x, point.y);
    // In a zoom inset's box, the division is the one under the magnified point (decision "Zoom insets are copies drawn by renderMap"); the box
    // hides the map beneath it.
    const zoomed = zoomInsetSource(doc.zoomInsets, x, y);
    const id = zoomed ? locator.at(zoomed.x, zoomed.y) : locator.at(x, y, doc.levels[level].offsets);
    return id === undefined ? null : { level, id };
  };
}
