import { useMemo } from 'react';
import { DivisionMatcher } from '@mapwright/core/data/match';
import type { DataLayerKind } from '@mapwright/core/document/operations/data-layers';
import type { Level } from '@mapwright/core/document/schema';
import type { ProjectedDivision } from '@mapwright/core/geo/projected-level';
import type { CountryGeometry } from '../../data/countryGeometry';
import { useEditorSelector, useEditorServices } from '../../state/EditorContext';

/** The data layer that is on (or the heat map, as the one offered first) and its level's divisions. */
export interface DataLevel {
  readonly kind: DataLayerKind;
  readonly active: boolean;
  readonly level: Level;
  readonly divisions: readonly ProjectedDivision[];
  /** First-level names by id, for a second level's parent column. */
  readonly parentNames: ReadonlyMap<string, string>;
  /** "districts", "states": the level's label for sentences. */
  readonly noun: string;
}

export function levelDivisions(geometry: CountryGeometry, level: Level): readonly ProjectedDivision[] {
  return (level === 1 ? geometry.projected.level1 : geometry.projected.level2)?.divisions ?? [];
}

export function useDataLevel(): DataLevel {
  const { geometry } = useEditorServices();
  const heat = useEditorSelector((s) => s.doc.heatMap.active);
  const pixels = useEditorSelector((s) => s.doc.pixelDotMap.active);
  const kind: DataLayerKind = pixels && !heat ? 'pixelDotMap' : 'heatMap';
  const level = useEditorSelector((s) => s.doc[kind].level);
  return useMemo(() => {
    const parentNames = new Map(levelDivisions(geometry, 1).map((d) => [d.id, d.name]));
    return {
      kind,
      active: heat || pixels,
      level,
      divisions: levelDivisions(geometry, level),
      parentNames,
      noun: geometry.levels[level].label.toLowerCase(),
    };
  }, [geometry, kind, heat, pixels, level]);
}

/** The matcher of a level, built once per level (the index of every name, code and alias). */
export function useMatcher(level: Level): DivisionMatcher {
  const { geometry } = useEditorServices();
  return useMemo(
    () =>
      new DivisionMatcher(levelDivisions(geometry, level), {
        country: geometry.entry.slug,
        level,
        ...(level === 2 && { parents: levelDivisions(geometry, 1) }),
      }),
    [geometry, level],
  );
}
