import { MAX_ZOOM_INSETS } from '@mapwright/core/document/insets';
import { addZoomInset } from '@mapwright/core/document/operations/insets';
import { showOf } from '@mapwright/core/document/show';
import type { Editor } from '@mapwright/core/editor/editor';
import type { ProjectedCountry } from '@mapwright/core/geo/project';
import type { BBox } from '@mapwright/core/geo/projected-level';
import { INSET_GRIP_PX, insetBoxAt, type InsetBoxHit } from '@mapwright/core/render/inset-hit';
import { zoomInsetBox } from '@mapwright/core/render/render-zoom-insets';
import { mapTransform, unplace, type MapTransform } from '@mapwright/core/render/transform';
import { drawnZoomInset } from '@mapwright/core/render/zoom-inset-drawing';
import { clientToFrame } from '../../input/targets';
import type { FrameRect } from '../../input/tools/host';

type InsetRef = { readonly kind: 'inset' | 'zoomInset'; readonly id: string };

const toMap = (t: MapTransform, x: number, y: number): [number, number] => {
  const p = unplace(t, x, y);
  return [p.x, p.y];
};

/**
 * The inset box under a client point, and its grip (decision "Insets are moved and resized on the
 * map"): found in map space, as divisions are, since the boxes take no pointer events.
 */
export function insetAtPoint(
  surface: HTMLElement,
  editor: Editor,
  projected: ProjectedCountry,
): (clientX: number, clientY: number) => InsetBoxHit | undefined {
  return (clientX, clientY) => {
    const doc = editor.document;
    if (doc.zoomInsets.length === 0 && (projected.insets?.length ?? 0) === 0) return undefined;
    const point = clientToFrame(surface, doc.frame, clientX, clientY);
    const t = mapTransform(doc, projected);
    const [x, y] = toMap(t, point.x, point.y);
    return insetBoxAt(doc.zoomInsets, projected.insets ?? [], x, y, INSET_GRIP_PX / t.scale);
  };
}

/** Where an inset's box is now, in map units (the geometry carries the user's changes to territory insets). */
export function insetBoxOf(editor: Editor, projected: ProjectedCountry, ref: InsetRef): BBox | undefined {
  if (ref.kind === 'zoomInset') {
    const inset = editor.document.zoomInsets.find((z) => z.id === ref.id);
    return inset && zoomInsetBox(inset);
  }
  const box = projected.insets?.find((inset) => inset.id === ref.id)?.box;
  return box && [box[0], box[1], box[2], box[3]];
}

/** A box of map space in frame pixels now. */
export function boxOnFrame(editor: Editor, projected: ProjectedCountry, box: BBox): FrameRect {
  const t = mapTransform(editor.document, projected);
  return {
    x: box[0] * t.scale + t.x,
    y: box[1] * t.scale + t.y,
    width: (box[2] - box[0]) * t.scale,
    height: (box[3] - box[1]) * t.scale,
  };
}

/** The frame's elements a new zoom inset's box keeps clear of. */
const FRAME_ELEMENTS =
  '[data-element="legend"], [data-element="title"], [data-element="subtitle"], [data-element="heatBar"], [data-element="credit"]';

/**
 * Makes a zoom inset of the map under a frame rectangle (decision "A drawn zoom inset is placed in
 * the nearest free corner"): the core chooses its zoom, place and caption; it is added in one undo
 * step, selected, and the move tool taken up so it can be dragged or resized at once.
 */
export function addDrawnZoomInset(
  surface: HTMLElement,
  editor: Editor,
  projected: ProjectedCountry,
  rect: FrameRect,
): boolean {
  const doc = editor.document;
  const level = showOf(doc) === '1' ? projected.level1 : projected.level2;
  if (!level || doc.zoomInsets.length >= MAX_ZOOM_INSETS) return false;
  const t = mapTransform(doc, projected);
  const [ax0, ay0] = toMap(t, rect.x, rect.y);
  const [ax1, ay1] = toMap(t, rect.x + rect.width, rect.y + rect.height);
  const [bx0, by0] = toMap(t, 0, 0);
  const [bx1, by1] = toMap(t, doc.frame.width, doc.frame.height);
  const frame = surface.getBoundingClientRect();
  const k = frame.width > 0 ? doc.frame.width / frame.width : 1;
  const drawn = [...surface.querySelectorAll(FRAME_ELEMENTS)].map((el): BBox => {
    const r = el.getBoundingClientRect();
    const [x0, y0] = toMap(t, (r.left - frame.left) * k, (r.top - frame.top) * k);
    const [x1, y1] = toMap(t, (r.right - frame.left) * k, (r.bottom - frame.top) * k);
    return [x0, y0, x1, y1];
  });
  const obstacles: BBox[] = [
    ...doc.zoomInsets.map((z) => zoomInsetBox(z)),
    ...(projected.insets ?? []).map((inset): BBox => [
      inset.box[0],
      inset.box[1],
      inset.box[2],
      inset.box[3],
    ]),
    ...drawn.filter((box) => box[2] > box[0] && box[3] > box[1]),
  ];
  const inset = drawnZoomInset({
    area: [ax0, ay0, ax1, ay1],
    mapScale: t.scale,
    bounds: [bx0, by0, bx1, by1],
    level,
    obstacles,
    existing: doc.zoomInsets,
    language: doc.mapLanguage,
  });
  if (!inset) return false;
  editor.apply(addZoomInset, inset);
  editor.setTool('move');
  editor.select({ kind: 'zoomInset', id: inset.id });
  return true;
}
