import { IDENTITY, panBy, ZOOM_STEP, zoomAround, zoomedTransform, type ViewerZoom } from './viewerZoom';

interface Frame {
  readonly width: number;
  readonly height: number;
}

/**
 * The zoom buttons and, once zoomed in, dragging to pan. Buttons rather than the wheel: the page is
 * meant to sit in articles, where the wheel must scroll the article. Only the map group moves (its
 * transform gets the viewer's zoom around the document's placement), and the borders keep their width
 * (stroke-width divided by the zoom), as in the editor. One attribute write per animation frame.
 */
export function enableZoom(stage: HTMLElement, svg: SVGSVGElement, frame: Frame): void {
  const map = svg.querySelector<SVGGElement>('g[data-element="map"]');
  const group = stage.querySelector<HTMLElement>('.published__zoom');
  if (!map || !group) return;
  const placement = map.getAttribute('transform') ?? '';
  const strokes = [...svg.querySelectorAll<SVGGElement>('[data-level-group], [data-outline-group]')]
    .map((el) => ({ el, width: Number(el.getAttribute('stroke-width')) }))
    .filter((s) => Number.isFinite(s.width) && s.width > 0);

  let zoom: ViewerZoom = IDENTITY;
  let scheduled = false;
  const apply = () => {
    scheduled = false;
    map.setAttribute('transform', zoomedTransform(zoom, placement));
    for (const s of strokes) s.el.setAttribute('stroke-width', String(s.width / zoom.k));
    if (zoom.k > 1) svg.setAttribute('data-zoomed', '');
    else svg.removeAttribute('data-zoomed');
  };
  const set = (next: ViewerZoom) => {
    zoom = next;
    if (!scheduled) {
      scheduled = true;
      requestAnimationFrame(apply);
    }
  };
  const centre = { x: frame.width / 2, y: frame.height / 2 };

  group.hidden = false;
  group.addEventListener('click', (event) => {
    const action = (event.target as Element).closest<HTMLButtonElement>('button[data-zoom]')?.dataset.zoom;
    if (action === 'in') set(zoomAround(zoom, ZOOM_STEP, centre, frame));
    if (action === 'out') set(zoomAround(zoom, 1 / ZOOM_STEP, centre, frame));
    if (action === 'reset') set(IDENTITY);
  });

  /** Frame pixels per CSS pixel: the drawing is fitted (meet) into the svg's box. */
  const frameUnitsPerPixel = () => {
    const box = svg.getBoundingClientRect();
    return 1 / Math.min(box.width / frame.width, box.height / frame.height);
  };
  let drag: { id: number; x: number; y: number; unit: number } | null = null;
  svg.addEventListener('pointerdown', (event) => {
    if (zoom.k === 1 || event.button !== 0) return;
    drag = { id: event.pointerId, x: event.clientX, y: event.clientY, unit: frameUnitsPerPixel() };
    svg.setPointerCapture(event.pointerId);
  });
  svg.addEventListener('pointermove', (event) => {
    if (!drag || event.pointerId !== drag.id) return;
    const dx = (event.clientX - drag.x) * drag.unit;
    const dy = (event.clientY - drag.y) * drag.unit;
    drag = { ...drag, x: event.clientX, y: event.clientY };
    set(panBy(zoom, dx, dy, frame));
  });
  const endDrag = (event: PointerEvent) => {
    if (drag?.id === event.pointerId) drag = null;
  };
  svg.addEventListener('pointerup', endDrag);
  svg.addEventListener('pointercancel', endDrag);
}
