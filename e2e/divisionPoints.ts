import type { Page } from 'playwright-core';

/** A point (client px) on a division, and the division. */
export interface DivisionPoint {
  readonly id: string;
  readonly x: number;
  readonly y: number;
}

/**
 * Points (client px) where divisions of a level are drawn on top and clear of their border, so a
 * click or a tap there lands on them: for the divisions `ids`, or for the `count` largest (by their
 * bounding boxes in the map file). A division not found, or with no such point, is left out.
 *
 * The desktop draws every division as its own path. The phone draws those drawn as the base draws
 * them as one path per tile (decision "Base paths on the phone"), and its paths take no pointer events (it
 * finds the division under a finger in the geometry). So a division without an element is looked for with
 * a probe: a path with its data from the map file, in the same map group, taking pointer events
 * (a legend or a text over it still hides it, as it would from a finger); the paths take pointer
 * events while the points are looked for. The editor tests and bench/editor both use it.
 */
export async function divisionPoints(
  page: Page,
  level: number,
  which: { readonly ids: readonly string[] } | { readonly count: number },
  /**
   * Only points clear of the border (1.5 px each way). Otherwise a small division with no such point
   * gets any point where it is on top, where a finger may land on its neighbour as well.
   */
  clearOnly = false,
): Promise<DivisionPoint[]> {
  const divisions = await mapFileDivisions(page, level);
  const chosen =
    'ids' in which
      ? which.ids.map((id) => divisions.find((d) => d.id === id)).filter((d) => d !== undefined)
      : largestFirst(divisions);
  const wanted = 'ids' in which ? chosen.length : which.count;
  return page.evaluate(
    ({ level, chosen, wanted, margins }) => {
      const group = document.querySelector(`g[data-level-group="${level}"]`);
      const hittable = document.createElement('style');
      hittable.textContent = 'path[data-division] { pointer-events: auto !important; }';
      document.head.append(hittable);
      const points: { id: string; x: number; y: number }[] = [];
      try {
        for (const division of chosen) {
          if (points.length >= wanted) break;
          const own = document.querySelector(
            `path[data-level="${level}"][data-division="${CSS.escape(division.id)}"]`,
          );
          let probe: SVGPathElement | undefined;
          if (!own) {
            if (!group || division.d === '') continue;
            probe = document.createElementNS('http://www.w3.org/2000/svg', 'path');
            probe.setAttribute('d', division.d);
            // A territory inset's division is drawn where its box is now (arranged for the frame,
            // moved or resized), mapped from the box the map file put it in.
            const frame =
              division.inset &&
              document.querySelector(`[data-ready] g[data-inset="${CSS.escape(division.inset.id)}"] > rect`);
            if (division.inset && frame) {
              const [bx0, by0, bx1] = division.inset.box;
              const s = Number(frame.getAttribute('width')) / (bx1 - bx0);
              const tx = Number(frame.getAttribute('x')) - bx0 * s;
              const ty = Number(frame.getAttribute('y')) - by0 * s;
              probe.setAttribute('transform', `matrix(${s} 0 0 ${s} ${tx} ${ty})`);
            }
            probe.setAttribute('style', 'pointer-events: fill !important; fill: none');
            group.append(probe);
          }
          const el = own ?? probe;
          if (!el) continue;
          // Clear of the border too: on it the stroke makes the path the topmost element while the
          // fill under the finger (what the phone finds) is the neighbour's.
          const clear = (x: number, y: number, margin: number) =>
            [
              [0, 0],
              [-margin, 0],
              [margin, 0],
              [0, -margin],
              [0, margin],
            ].every(([dx = 0, dy = 0]) => document.elementFromPoint(x + dx, y + dy) === el);
          const r = el.getBoundingClientRect();
          const fractions = [0.5, 0.35, 0.65, 0.2, 0.8, 0.1, 0.9, 0.45, 0.55, 0.3, 0.7, 0.05, 0.95];
          search: for (const margin of margins) {
            for (const fy of fractions) {
              for (const fx of fractions) {
                const x = r.left + r.width * fx;
                const y = r.top + r.height * fy;
                if (clear(x, y, margin)) {
                  points.push({ id: division.id, x, y });
                  break search;
                }
              }
            }
          }
          probe?.remove();
        }
      } finally {
        hittable.remove();
      }
      return points;
    },
    { level, chosen, wanted, margins: clearOnly ? [1.5] : [1.5, 0] },
  );
}

export interface FileDivision {
  readonly id: string;
  readonly name: string;
  readonly parent?: string;
  readonly d: string;
  readonly bbox: readonly [number, number, number, number];
  /** The territory inset it is drawn in, with the box the map file laid it out in. */
  readonly inset?: { readonly id: string; readonly box: readonly [number, number, number, number] };
}

/** The divisions of a level in the map file the editor on `page` drew (fetched again: it is cached). */
export function mapFileDivisions(page: Page, level: number): Promise<FileDivision[]> {
  return page.evaluate(async (level) => {
    const slug = document.querySelector('[data-editor]')?.getAttribute('data-country');
    if (slug?.startsWith('Custom/')) {
      // The user's own boundaries have no map file: the editor's own drawing of them, in map space.
      return [
        ...document.querySelectorAll<SVGPathElement>(
          `[data-ready] path[data-level="${level}"][data-division]:not([data-context])`,
        ),
      ].map((path) => {
        const box = path.getBBox();
        return {
          id: path.getAttribute('data-division') ?? '',
          name: '',
          d: path.getAttribute('d') ?? '',
          bbox: [box.x, box.y, box.x + box.width, box.y + box.height] as const,
        };
      });
    }
    const index = (await (await fetch('/maps/index.json')).json()) as {
      countries: { slug: string; projected?: { url: string } }[];
    };
    const url = index.countries.find((c) => c.slug === slug)?.projected?.url;
    if (!url) throw new Error(`no map file for ${slug}`);
    const file = (await (await fetch(url)).json()) as {
      [level: string]: { divisions: FileDivision[] } | undefined;
    } & { insets?: { id: string; divisions: string[]; box: [number, number, number, number] }[] };
    const insetOf = new Map<string, { id: string; box: [number, number, number, number] }>();
    for (const inset of file.insets ?? [])
      for (const id of inset.divisions) insetOf.set(id, { id: inset.id, box: inset.box });
    return (file[`level${level}`]?.divisions ?? []).map(({ id, name, parent, d, bbox }) => {
      const inset = insetOf.get(id) ?? (parent === undefined ? undefined : insetOf.get(parent));
      return {
        id,
        name,
        ...(parent !== undefined && { parent }),
        d,
        bbox,
        ...(inset && { inset }),
      };
    });
  }, level);
}

/** Largest first, by the bounding box in map space (easy to hit). */
export function largestFirst<T extends FileDivision>(divisions: readonly T[]): T[] {
  const area = ({ bbox: [x0, y0, x1, y1] }: FileDivision) => (x1 - x0) * (y1 - y0);
  return [...divisions].sort((a, b) => area(b) - area(a));
}
