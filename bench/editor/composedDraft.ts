/**
 * The composed drafts of `run.ts --composed` (issues 34 and 35): the both-levels map with what
 * composition adds on top, built with the core's own operations from the built map file, at the
 * current document version (so only a build that reads version 7 opens them).
 * - France: its territory insets (from the map data) and the zoom inset of Paris and the petite
 *   couronne, as "Add an inset of …" makes it.
 * - Romania: its 8 development regions as territories of communes (level 2, each commune in its
 *   county's region), two of them filled with a pattern, and 300 communes painted with stripes.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { applyOperation } from '@mapwright/core/document/operations/apply-operation';
import { createDocument } from '@mapwright/core/document/defaults';
import { setActiveLevel, setShow } from '@mapwright/core/document/operations/levels';
import { addZoomInset } from '@mapwright/core/document/operations/insets';
import { paintWithPattern } from '@mapwright/core/document/operations/paint';
import {
  fillTerritoryWithPattern,
  groupIntoTerritories,
} from '@mapwright/core/document/operations/territories';
import { DEFAULT_PATTERN_STYLE } from '@mapwright/core/document/patterns';
import type { MapDocument } from '@mapwright/core/document/schema';
import { DivisionMatcher } from '@mapwright/core/data/match';
import { territoryGroupsFromTable } from '@mapwright/core/data/territory-table';
import { parseProjectedCountry } from '@mapwright/core/geodata/projectedCountry';
import { capitalInset } from '@mapwright/core/render/capital-insets';
import { ROOT } from './servers';

const MAPS_DIR = path.resolve(process.env.MAPS_DIR ?? path.join(ROOT, 'var/maps'));
const REGIONS_TABLE = path.join(ROOT, 'core/src/data/fixtures/romania-regions.tsv');
const REGION_FILLS = ['#e41a1c', '#377eb8', '#4daf4a', '#984ea3', '#ff7f00', '#ffff33', '#a65628', '#f781bf'];
/** Communes painted with stripes, taken evenly through the map file. */
const PATTERNED_COMMUNES = 300;

function projected(code: string) {
  const file = readdirSync(MAPS_DIR).find((name) =>
    new RegExp(`^${code}\\.projected\\.[0-9a-f]+\\.json$`).test(name),
  );
  if (!file) throw new Error(`No projected map of ${code} in ${MAPS_DIR}: run npm run maps first.`);
  return parseProjectedCountry(JSON.parse(readFileSync(path.join(MAPS_DIR, file), 'utf8')));
}

function bothLevels(country: string): MapDocument {
  return applyOperation(applyOperation(createDocument(country), setShow, 'both'), setActiveLevel, 2);
}

function franceComposed(): MapDocument {
  const map = projected('FRA');
  const inset = capitalInset('France', [map.level1, map.level2]);
  if (!inset) throw new Error('France has no capital inset');
  return applyOperation(bothLevels('France'), addZoomInset, inset);
}

function romaniaComposed(): MapDocument {
  const map = projected('ROU');
  const counties = map.level1?.divisions ?? [];
  const communes = map.level2?.divisions ?? [];
  const table = territoryGroupsFromTable(
    readFileSync(REGIONS_TABLE, 'utf8'),
    new DivisionMatcher(counties, { level: 1 }),
  );
  if (table.groups.length !== 8) throw new Error(`expected 8 regions, read ${table.groups.length}`);
  const groups = table.groups.map((group) => {
    const inRegion = new Set(group.members);
    return {
      name: group.name,
      members: communes.filter((c) => inRegion.has(c.parent ?? '')).map((c) => c.id),
    };
  });
  let doc = bothLevels('Romania');
  doc = applyOperation(doc, groupIntoTerritories, 2, groups, REGION_FILLS);
  const [first, second] = doc.territories;
  if (!first || !second) throw new Error('no territories made');
  doc = applyOperation(doc, fillTerritoryWithPattern, first.id, DEFAULT_PATTERN_STYLE);
  doc = applyOperation(doc, fillTerritoryWithPattern, second.id, {
    ...DEFAULT_PATTERN_STYLE,
    kind: 'dots',
  });
  const step = Math.max(1, Math.floor(communes.length / PATTERNED_COMMUNES));
  const striped = communes
    .filter((_, i) => i % step === 0)
    .slice(0, PATTERNED_COMMUNES)
    .map((c) => c.id);
  return applyOperation(doc, paintWithPattern, 2, striped, { ...DEFAULT_PATTERN_STYLE, angle: 135 });
}

const COMPOSED: Readonly<Record<string, () => MapDocument>> = {
  France: franceComposed,
  Romania: romaniaComposed,
};

const COMPOSED_COUNTRIES = Object.keys(COMPOSED);

/** The composed draft of `country`, as the draft store keeps it. */
export function composedDraft(country: string): string {
  const make = COMPOSED[country];
  if (!make) throw new Error(`No composed draft for ${country}: one of ${COMPOSED_COUNTRIES.join(', ')}`);
  return JSON.stringify({ document: make(), savedAt: Date.now() });
}
