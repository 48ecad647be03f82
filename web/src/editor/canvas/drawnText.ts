import type { EditTarget } from '@mapwright/core/editor/edit-target';
import type { DrawnText } from './inPlaceText';

/**
 * Where a text typed into on the map is drawn (inPlaceText.ts), or undefined when it is not:
 * annotations in their own layer (`annotationOf`), the legend and texts on the surface.
 */
export function drawnTextOf(
  surface: HTMLElement,
  annotationOf: (id: string) => Element | undefined,
  target: EditTarget,
  labelOf: (level: 1 | 2, id: string) => Element | undefined = () => undefined,
): DrawnText | undefined {
  switch (target.kind) {
    case 'label': {
      const text = labelOf(target.level, target.id);
      if (!text) return undefined;
      // Two lines (both scripts) are tspans: the editor starts from them on one line.
      const lines = [...text.querySelectorAll('tspan')].map((line) => line.textContent ?? '');
      const initial = lines.length > 0 ? lines.join(' ') : (text.textContent ?? '');
      return { text, hide: [text], initial };
    }
    case 'annotation':
    case 'chartTitle': {
      const group = annotationOf(target.id);
      if (!group) return undefined;
      const type = group.getAttribute('data-annotation-type');
      if (target.kind === 'chartTitle') {
        const text = group.querySelector('[data-chart-title]');
        return { text, box: text ? null : group, hide: text ? [text] : [] };
      }
      const text = group.querySelector('text');
      // A note's box stays (the editor wraps in it); a text is wholly replaced by the editor.
      if (type === 'note') return { text, box: group.querySelector('rect'), hide: text ? [text] : [] };
      return { text, hide: [group] };
    }
    case 'legendLabel': {
      const entry = [...surface.querySelectorAll('[data-legend-colour]')].find(
        (el) => el.getAttribute('data-legend-colour') === target.colour.toLowerCase(),
      );
      const text = entry?.querySelector('text') ?? null;
      return entry ? { text, box: entry, hide: text ? [text] : [] } : undefined;
    }
    case 'legendTitle': {
      const text = surface.querySelector('[data-element="legend"] [data-legend-title]');
      return text ? { text, hide: [text] } : undefined;
    }
    default: {
      const text = surface.querySelector(`[data-element="${target.kind}"]`);
      return text ? { text, hide: [text] } : undefined;
    }
  }
}
