import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { normaliseForSearch } from '@mapwright/core/geo/find-divisions';
import type { ProjectedDivision } from '@mapwright/core/geo/projected-level';
import { shownName, shownNameLines } from '@mapwright/core/names/shown-name';
import { useEditorSelector, useEditorServices } from '../state/EditorContext';

/**
 * The name of the division under the pointer (and its state's, for a district). The text comes from
 * the editor's hover state; the position follows the pointer directly (no React render per move).
 */
export function HoverTooltip({ stageRef }: { stageRef: RefObject<HTMLElement | null> }) {
  const { geometry } = useEditorServices();
  const hover = useEditorSelector((s) => s.session.hover);
  const language = useEditorSelector((s) => s.doc.mapLanguage);
  const tipRef = useRef<HTMLDivElement>(null);

  const byId = useMemo(() => {
    const index = new Map<string, ProjectedDivision>();
    for (const level of [geometry.projected.level1, geometry.projected.level2]) {
      for (const d of level?.divisions ?? []) index.set(`${level?.level}:${d.id}`, d);
    }
    return index;
  }, [geometry]);

  useEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    const onMove = (event: PointerEvent) => {
      const tip = tipRef.current;
      // Hidden, or a drag (which does not change the hover either): nothing to place. Reading the
      // stage's box here would force a style and layout pass on every move of a pan.
      if (!tip || tip.hidden || event.buttons !== 0) return;
      const rect = stage.getBoundingClientRect();
      tip.style.transform = `translate(${event.clientX - rect.left + 14}px, ${event.clientY - rect.top + 16}px)`;
    };
    stage.addEventListener('pointermove', onMove);
    return () => stage.removeEventListener('pointermove', onMove);
  }, [stageRef]);

  const division = hover ? byId.get(`${hover.level}:${hover.id}`) : undefined;
  const parent = division?.parent ? byId.get(`1:${division.parent}`) : undefined;
  // In the map's language, with the division's own-script name beside it (core names/shown-name.ts).
  const [name, local] = division ? shownNameLines(division, language, 'both') : [];
  return (
    <div ref={tipRef} className="map-tooltip" role="tooltip" hidden={!division} data-testid="map-tooltip">
      {division && (
        <>
          <strong>{name}</strong>
          {local && normaliseForSearch(local) !== normaliseForSearch(name ?? '') && (
            <span className="map-tooltip__local"> {local}</span>
          )}
          {parent && <span className="map-tooltip__parent">{shownName(parent, language)}</span>}
        </>
      )}
    </div>
  );
}
