import type { BrowserContext, Page } from 'playwright-core';
import { createAnnotation } from '@mapwright/core/document/annotation-defaults';
import type { Annotation, AnnotationType } from '@mapwright/core/document/annotations';
import { measureClicks, percentile, recordFramesWhileDragging } from './measure';
import { bothLevelsDocument, seedDraft, versionFourDraft } from './run-shared';

/**
 * The annotations row of the editor benchmark (issue 16): Romania at level 2 (both levels shown) with
 * 500 annotations of mixed types pinned over the country, as a returning user's draft. Measured in the
 * same run as the row without them: navigation-to-interactive, click-to-repaint on a division, and
 * the main-thread work per frame while one annotation is dragged.
 */
export const ANNOTATION_COUNT = 500;
const TYPES: readonly AnnotationType[] = ['dot', 'text', 'emoji', 'note', 'chart'];

/** Romania's box, a little inside its borders (degrees). */
const BOX = { west: 21, east: 29, south: 44, north: 47.8 };

/** 500 annotations spread over the box on a fixed pattern (the same every run); the last is a dot. */
function benchAnnotations(count = ANNOTATION_COUNT): Annotation[] {
  const list: Annotation[] = [];
  for (let i = 0; i < count; i++) {
    const type = i === count - 1 ? 'dot' : (TYPES[i % TYPES.length] ?? 'dot');
    const lon = BOX.west + (((i * 37) % 101) / 100) * (BOX.east - BOX.west);
    const lat = BOX.south + (((i * 61) % 103) / 102) * (BOX.north - BOX.south);
    const annotation = createAnnotation(type, { kind: 'map', lon, lat }, { id: `bench${i}` });
    list.push(annotation.type === 'text' ? { ...annotation, text: `Place ${i}` } : annotation);
  }
  return list;
}

function annotatedDraft(country: string): string {
  return versionFourDraft({ ...bothLevelsDocument(country), annotations: benchAnnotations() });
}

export function seedAnnotatedDraft(target: BrowserContext | Page, country: string): Promise<void> {
  return seedDraft(target, country, annotatedDraft(country));
}

/** Waits until every annotation is drawn (map-pinned ones wait for the projection file). */
export async function waitForAnnotations(page: Page): Promise<void> {
  await page.locator('[data-ready][data-projection="ready"]').waitFor({ timeout: 60_000 });
  await page.waitForFunction(
    (count) =>
      document.querySelectorAll('[data-layer="annotations"] > [data-annotation-id]').length === count,
    ANNOTATION_COUNT,
    { timeout: 60_000 },
  );
}

/**
 * Frame work while the top annotation (a dot) is dragged in circles for `durationMs`: per frame, from
 * its first requestAnimationFrame callback to a task queued from it (measure.ts), so the moves applied
 * in the frame, the redraw of that one annotation, style, layout and paint are all in.
 */
export async function measureAnnotationDrag(
  page: Page,
  durationMs: number,
): Promise<{ p95: number; frames: number; moved: boolean }> {
  const id = `bench${ANNOTATION_COUNT - 1}`;
  const target = page.locator(`[data-layer="annotations"] [data-annotation-id="${id}"]`);
  const box = await target.boundingBox();
  if (!box) throw new Error('the dragged annotation is not drawn');
  const before = await target.boundingBox();
  // Circles 120 x 60 px around the annotation's centre, where the press lands on it.
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const area = { x: cx - 300, y: cy - 200, width: 600, height: 400 };
  const { frames } = await recordFramesWhileDragging(page, area, durationMs);
  const after = await target.boundingBox();
  return {
    p95: percentile(frames, 95),
    frames: frames.length,
    moved: before?.x !== after?.x || before?.y !== after?.y,
  };
}

export interface AnnotationsRow {
  readonly interactive: number;
  readonly clickP95: number;
  readonly drag: { p95: number; frames: number };
}

export async function clickP95(page: Page, clicks: number): Promise<number> {
  return percentile((await measureClicks(page, 2, clicks)).work, 95);
}
