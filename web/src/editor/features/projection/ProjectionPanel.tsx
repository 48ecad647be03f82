import { useId } from 'react';
import { WORLD } from '@mapwright/core/countries/countries';
import { WORLD_PROJECTIONS, type WorldProjection } from '@mapwright/core/document/map-projection';
import { setMapProjection } from '@mapwright/core/document/operations/map-projection';
import { useEditorSelector, useEditorServices } from '../../state/EditorContext';
import { Panel } from '../../chrome/Panel';

const NAMES: Readonly<Record<WorldProjection, string>> = {
  equalEarth: 'Equal Earth (areas true)',
  robinson: 'Robinson',
  winkelTripel: 'Winkel Tripel',
};

/** The central meridians offered, with where they put the middle of the map. */
const MERIDIANS: readonly (readonly [number, string])[] = [
  [0, '0° (Greenwich: Europe and Africa)'],
  [-90, '90°W (the Americas)'],
  [-60, '60°W (the Atlantic, the Americas)'],
  [30, '30°E'],
  [60, '60°E'],
  [90, '90°E (Asia)'],
  [120, '120°E'],
  [150, '150°E (the Pacific)'],
  [180, '180° (the Pacific, split in the Atlantic)'],
];

function meridianName(value: number): string {
  if (value === 0) return '0°';
  return `${Math.abs(value)}°${value < 0 ? 'W' : 'E'}`;
}

/**
 * The world's projection and central meridian (decision "The world's projection is the map's choice"):
 * Equal Earth on Greenwich by default, Robinson or Winkel Tripel, a Pacific-centred world. Each choice
 * is one undo step; the map is projected anew and fitted to the frame.
 */
export function ProjectionPanel() {
  const { editor } = useEditorServices();
  const country = useEditorSelector((s) => s.doc.country);
  const choice = useEditorSelector((s) => s.doc.projection);
  const id = useId();
  if (country !== WORLD.slug) return null;
  const type = choice?.type ?? 'equalEarth';
  const meridian = choice?.centralMeridian ?? 0;
  const apply = (next: WorldProjection, centralMeridian: number) =>
    editor.apply(
      setMapProjection,
      next === 'equalEarth' && centralMeridian === 0 ? null : { type: next, centralMeridian },
    );
  const meridians = MERIDIANS.some(([value]) => value === meridian)
    ? MERIDIANS
    : [...MERIDIANS, [meridian, meridianName(meridian)] as const];
  return (
    <Panel title="Projection" open={choice !== null}>
      <label className="stacked" htmlFor={`${id}-type`}>
        <span className="panel__label">Projection</span>
        <select
          id={`${id}-type`}
          aria-label="Projection"
          className="field"
          value={type}
          onChange={(e) => apply(e.target.value as WorldProjection, meridian)}
        >
          {WORLD_PROJECTIONS.map((value) => (
            <option key={value} value={value}>
              {NAMES[value]}
            </option>
          ))}
        </select>
      </label>
      <label className="stacked" htmlFor={`${id}-meridian`}>
        <span className="panel__label">Centred on</span>
        <select
          id={`${id}-meridian`}
          aria-label="Centred on"
          className="field"
          value={meridian}
          onChange={(e) => apply(type, Number(e.target.value))}
        >
          {meridians.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
    </Panel>
  );
}
