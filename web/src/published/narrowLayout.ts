/**
 * The public page drawn small (a phone, a narrow embed): the frame's texts would be a few pixels high
 * and the zoom buttons would sit on the map (decision "A published map drawn small puts its texts and
 * buttons around it"). Below a legible size, the page lays the title and subtitle out above the map,
 * the legend, the heat bar, the credit and the zoom buttons under it, at a size that reads; the
 * drawing keeps every other element where the user put it. Above it, the page is the frame as drawn.
 */

/** The smallest text the page lets the frame's texts shrink to, in CSS px. */
const LEGIBLE_PX = 9;
/** How large the keys are drawn under the map: their text at this size (CSS px). */
const KEY_TEXT_PX = 12;

const MOVED = ['title', 'subtitle', 'credit', 'legend', 'heatBar'] as const;

interface Frame {
  readonly width: number;
  readonly height: number;
}

/** The frame's scale in a box (the drawing is fitted, meet). */
function fittedScale(box: { width: number; height: number }, frame: Frame): number {
  return Math.min(box.width / frame.width, box.height / frame.height);
}

/** Whether texts of these sizes (frame px) drawn at `scale` fall below the legible size. */
function tooSmall(fontSizes: readonly number[], scale: number): boolean {
  return fontSizes.some((size) => size * scale < LEGIBLE_PX);
}

function fontSizesOf(svg: SVGSVGElement): number[] {
  const sizes: number[] = [];
  for (const element of MOVED) {
    const node = svg.querySelector(`[data-element="${element}"]`);
    if (!node) continue;
    const texts = node.tagName === 'text' ? [node] : [...node.querySelectorAll('text')];
    for (const text of texts) {
      const size = Number(text.getAttribute('font-size') ?? node.getAttribute('font-size'));
      if (Number.isFinite(size) && size > 0) sizes.push(size);
    }
  }
  return sizes;
}

/** A copy of a key group (legend, heat bar) as a small svg of its own, drawn with its text at KEY_TEXT_PX. */
function keyCopy(svg: SVGSVGElement, element: 'legend' | 'heatBar', maxWidth: number): SVGSVGElement | null {
  const group = svg.querySelector<SVGGElement>(`g[data-element="${element}"]`);
  if (!group) return null;
  const box = group.getBBox();
  if (box.width === 0 || box.height === 0) return null;
  const size = Number(group.querySelector('text')?.getAttribute('font-size') ?? 0) || 12;
  const k = Math.min(KEY_TEXT_PX / size, maxWidth / box.width);
  const copy = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  copy.setAttribute('viewBox', `${box.x} ${box.y} ${box.width} ${box.height}`);
  copy.setAttribute('width', String(Math.round(box.width * k)));
  copy.setAttribute('height', String(Math.round(box.height * k)));
  copy.setAttribute('class', 'published__key');
  copy.setAttribute('data-key', element);
  copy.setAttribute('aria-hidden', 'true');
  // The map's patterns are the page's: the copy's fills name them. What the group defines itself (the
  // heat bar's gradient) is renamed in the copy, so no id is on the page twice.
  const inner = group.cloneNode(true) as SVGGElement;
  inner.removeAttribute('transform');
  inner.removeAttribute('data-element');
  for (const defined of inner.querySelectorAll('[id]')) {
    const id = defined.id;
    defined.id = `${id}-key`;
    for (const user of inner.querySelectorAll(`[fill="url(#${id})"], [stroke="url(#${id})"]`))
      for (const attr of ['fill', 'stroke'])
        if (user.getAttribute(attr) === `url(#${id})`) user.setAttribute(attr, `url(#${id}-key)`);
  }
  copy.appendChild(inner);
  return copy;
}

function textOf(svg: SVGSVGElement, element: string): string {
  return svg.querySelector(`text[data-element="${element}"]`)?.textContent?.trim() ?? '';
}

/**
 * Switches the page between the frame as drawn and the small layout as its width changes. Returns
 * the height the page needs in the small layout (for the embed), undefined in the other.
 */
export function enableNarrowLayout(
  main: HTMLElement,
  stage: HTMLElement,
  svg: SVGSVGElement,
  frame: Frame,
): { height(): number | undefined } {
  const zoom = stage.querySelector<HTMLElement>('.published__zoom');
  const sizes = fontSizesOf(svg);
  let head: HTMLElement | null = null;
  let foot: HTMLElement | null = null;

  const build = () => {
    head = document.createElement('header');
    head.className = 'published__head';
    for (const [element, className] of [
      ['title', 'published__title'],
      ['subtitle', 'published__subtitle'],
    ] as const) {
      const text = textOf(svg, element);
      if (text === '') continue;
      const p = document.createElement('p');
      p.className = className;
      // The map's own words, in their own direction whatever the page's (a right-to-left page).
      p.dir = 'auto';
      p.textContent = text;
      head.appendChild(p);
    }
    foot = document.createElement('div');
    foot.className = 'published__under';
    const keys = document.createElement('div');
    keys.className = 'published__keys';
    const room = Math.max(120, main.clientWidth - 24);
    for (const element of ['legend', 'heatBar'] as const) {
      const copy = keyCopy(svg, element, room);
      if (copy) keys.appendChild(copy);
    }
    foot.appendChild(keys);
    const credit = textOf(svg, 'credit');
    if (credit !== '') {
      const p = document.createElement('p');
      p.className = 'published__credit';
      p.dir = 'auto';
      p.textContent = credit;
      foot.appendChild(p);
    }
  };

  let narrow = false;
  const update = () => {
    const width = main.clientWidth;
    // The scale the frame is drawn at as the frame as drawn: the width, or the height less the bar.
    const scale = fittedScale({ width, height: Math.max(1, window.innerHeight - 36) }, frame);
    const next = sizes.length > 0 && tooSmall(sizes, Math.min(scale, width / frame.width));
    if (next !== narrow) switchTo(next);
    if (!narrow && zoom) placeZoomInFreeCorner(zoom, svg);
  };
  const switchTo = (next: boolean) => {
    narrow = next;
    if (narrow) {
      if (!head || !foot) build();
      main.classList.add('is-narrow');
      if (head && head.childElementCount > 0) main.insertBefore(head, stage);
      if (foot) stage.after(foot);
      if (zoom && foot) foot.prepend(zoom);
    } else {
      main.classList.remove('is-narrow');
      head?.remove();
      foot?.remove();
      if (zoom) stage.appendChild(zoom);
    }
  };
  // The copies are measured from the drawing, so they are made while it shows its keys.
  update();
  new ResizeObserver(update).observe(main);
  // The map at the page's width, with the texts above and under it and the bar: what an embed asks
  // for. Framed at another height (no snippet script), the map takes what is left.
  const ideal = () => {
    const width = main.clientWidth;
    const bar = main.querySelector<HTMLElement>('.published__bar')?.offsetHeight ?? 0;
    const around = (head?.isConnected ? head.offsetHeight : 0) + (foot?.isConnected ? foot.offsetHeight : 0);
    return around + Math.ceil((width * frame.height) / frame.width) + bar;
  };
  return { height: () => (narrow ? ideal() : undefined) };
}

const CORNERS = ['top-right', 'top-left', 'bottom-right', 'bottom-left'] as const;

/** What the zoom buttons must not cover: the divisions, the insets' boxes and the frame's elements. */
const DRAWN =
  'path[data-division], [data-inset] > rect, [data-zoom-inset], [data-element="legend"], ' +
  '[data-element="heatBar"], text[data-element], [data-element="annotations"] > *';

/**
 * Over the map drawn large, the zoom buttons go to the first corner of the stage (top right first)
 * where they cover nothing drawn; top right when every corner is taken.
 */
function placeZoomInFreeCorner(zoom: HTMLElement, svg: SVGSVGElement): void {
  const drawn = [...svg.querySelectorAll(DRAWN)]
    .map((el) => el.getBoundingClientRect())
    .filter((r) => r.width > 0 || r.height > 0);
  const covers = () => {
    const z = zoom.getBoundingClientRect();
    return drawn.some((r) => z.left < r.right && z.right > r.left && z.top < r.bottom && z.bottom > r.top);
  };
  for (const corner of CORNERS) {
    zoom.dataset.corner = corner;
    if (!covers()) return;
  }
  zoom.dataset.corner = 'top-right';
}
