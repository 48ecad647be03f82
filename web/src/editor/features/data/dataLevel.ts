import { useMemo } from 'react';
import { useLevelNames } from '../../../i18n/levelNames';
import { shownName } from '@mapwright/core/names/shown-name';
import { levelMatcher } from '@mapwright/core/data/level-matcher';
import { DivisionMatcher, type MatchableDivision } from '@mapwright/core/data/match';
import type { DataLayerKind, DataMapKind } from '@mapwright/core/document/operations/data-layers';
import type { Level, MapDocument } from '@mapwright/core/document/schema';
import type { ProjectedDivision } from '@mapwright/core/geo/projected-level';
import type { CountryGeometry } from '../../data/countryGeometry';
import { useEditorSelector, useEditorServices } from '../../state/EditorContext';

/** The data layer that is on (or the heat map, as the one offered first) and its level's divisions. */
export interface DataLevel {
  readonly kind: DataMapKind;
  readonly active: boolean;
  readonly level: Level;
  readonly divisions: readonly ProjectedDivision[];
  /** First-level names by id, for a second level's parent column. */
  readonly parentNames: ReadonlyMap<string, string>;
  /** "districts", "states": the level's label for sentences. */
  readonly noun: string;
}

/** The data level of a map of numbers (a heat map or a pixel dot map). */
export type NumberLevel = DataLevel & { readonly kind: DataLayerKind };

export function levelDivisions(geometry: CountryGeometry, level: Level): readonly ProjectedDivision[] {
  return (level === 1 ? geometry.projected.level1 : geometry.projected.level2)?.divisions ?? [];
}

export function useDataLevel(): DataLevel {
  const { geometry } = useEditorServices();
  const levelNames = useLevelNames();
  const heat = useEditorSelector((s) => s.doc.heatMap.active);
  const pixels = useEditorSelector((s) => s.doc.pixelDotMap.active);
  const categories = useEditorSelector((s) => s.doc.categories.active);
  const bivariate = useEditorSelector((s) => s.doc.bivariate.active);
  const kind: DataMapKind = categories
    ? 'categories'
    : bivariate
      ? 'bivariate'
      : pixels && !heat
        ? 'pixelDotMap'
        : 'heatMap';
  const level = useEditorSelector((s) => s.doc[kind].level);
  const language = useEditorSelector((s) => s.doc.mapLanguage);
  return useMemo(() => {
    const parentNames = new Map(levelDivisions(geometry, 1).map((d) => [d.id, shownName(d, language)]));
    return {
      kind,
      active: heat || pixels || categories || bivariate,
      level,
      divisions: levelDivisions(geometry, level),
      parentNames,
      noun: levelNames.noun(geometry.levels[level].label),
    };
  }, [geometry, kind, heat, pixels, categories, bivariate, level, language, levelNames]);
}

/** Whether a data map has no data at all (no value, category, or number on either axis). */
export function hasNoData(doc: MapDocument, kind: DataMapKind): boolean {
  if (kind === 'bivariate')
    return Object.keys(doc.bivariate.x).length === 0 && Object.keys(doc.bivariate.y).length === 0;
  return Object.keys(doc[kind].values).length === 0;
}

/** Whether a division has data on a data map: a value, a category, or both of the bivariate numbers. */
export function hasData(doc: MapDocument, kind: DataMapKind, id: string): boolean {
  if (kind === 'bivariate') return Object.hasOwn(doc.bivariate.x, id) && Object.hasOwn(doc.bivariate.y, id);
  return Object.hasOwn(doc[kind].values, id);
}

/** What an import gives values to: a level's divisions, or its territories. */
export interface ImportTarget extends Omit<DataLevel, 'divisions'> {
  readonly divisions: readonly MatchableDivision[];
  /** Values are the territories' own (a heat map drawn with one value per territory). */
  readonly territories: boolean;
}

/**
 * What an import gives values to: the data level's divisions, or, with the heat map drawn with one
 * value per territory, the territories of its level (matched by name).
 */
export function useImportTarget(): ImportTarget {
  const data = useDataLevel();
  const own = useEditorSelector((s) => s.doc.territoryHeat === 'own');
  const territories = useEditorSelector((s) => s.doc.territories);
  return useMemo(() => {
    if (!own || data.kind !== 'heatMap') return { ...data, territories: false };
    return {
      ...data,
      divisions: territories.filter((t) => t.level === data.level).map((t) => ({ id: t.id, name: t.name })),
      territories: true,
      parentNames: new Map(),
      noun: 'territories',
    };
  }, [data, own, territories]);
}

/**
 * The matcher of what an import gives values to, built once per level (the index of every name, code
 * and alias), or per set of territories (by name).
 */
export function useMatcher(data: ImportTarget): DivisionMatcher {
  const { geometry } = useEditorServices();
  const { level, territories, divisions } = data;
  return useMemo(
    () =>
      territories
        ? new DivisionMatcher(divisions, { level })
        : levelMatcher(geometry.projected, level, geometry.entry.slug),
    [geometry, level, territories, divisions],
  );
}
