/** The names the server puts beside the map: id → [name, local name or '', first-level name or '']. */
export interface DivisionNames {
  readonly level: 1 | 2;
  readonly names: Readonly<Record<string, readonly [string, string, string]>>;
}

/** Reads the names JSON the page carries; none (or damaged) means no tooltip, never an error. */
export function readDivisionNames(element: Element | null): DivisionNames | null {
  try {
    const parsed = JSON.parse(element?.textContent ?? '') as Partial<DivisionNames>;
    return (parsed.level === 1 || parsed.level === 2) && typeof parsed.names === 'object' && parsed.names
      ? (parsed as DivisionNames)
      : null;
  } catch {
    return null;
  }
}

/**
 * The name of the division under the pointer (its local name, and for a district its state), as in
 * the editor. A tap shows it too. The text is set with textContent; one lookup per division entered.
 */
export function enableHoverNames(
  stage: HTMLElement,
  svg: SVGSVGElement,
  tooltip: HTMLElement,
  names: DivisionNames,
) {
  let shown: string | null = null;
  const hide = () => {
    shown = null;
    tooltip.hidden = true;
  };
  const show = (event: PointerEvent) => {
    if (event.buttons !== 0 && event.pointerType === 'mouse') return hide();
    const path = (event.target as Element).closest?.('path[data-division]');
    const id =
      path?.getAttribute('data-level') === String(names.level) ? path.getAttribute('data-division') : null;
    const entry = id ? names.names[id] : undefined;
    if (!id || !entry) return hide();
    if (id !== shown) {
      shown = id;
      const [name, local, parent] = entry;
      const strong = document.createElement('strong');
      strong.textContent = name;
      const parts: Node[] = [strong];
      if (local) parts.push(document.createTextNode(` ${local}`));
      if (parent) {
        const span = document.createElement('span');
        span.className = 'published__tooltip-parent';
        span.textContent = parent;
        parts.push(span);
      }
      tooltip.replaceChildren(...parts);
      tooltip.hidden = false;
    }
    const box = stage.getBoundingClientRect();
    const x = event.clientX - box.left;
    const y = event.clientY - box.top;
    const left = x + 14 + tooltip.offsetWidth > box.width ? x - 14 - tooltip.offsetWidth : x + 14;
    tooltip.style.transform = `translate(${Math.max(0, left)}px, ${y + 16}px)`;
  };
  svg.addEventListener('pointermove', show);
  svg.addEventListener('pointerdown', show);
  svg.addEventListener('pointerleave', hide);
}
