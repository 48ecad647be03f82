import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { WORLD } from '@mapwright/core/countries/countries';
import { WORLD_PROJECTIONS, type WorldProjection } from '@mapwright/core/document/map-projection';
import { setMapProjection } from '@mapwright/core/document/operations/map-projection';
import { useEditorSelector, useEditorServices } from '../../state/EditorContext';
import { Panel } from '../../chrome/Panel';

/** The central meridians offered; each is named (with where it puts the map's middle) in the catalogue. */
const MERIDIANS: readonly number[] = [0, -90, -60, 30, 60, 90, 120, 150, 180];

function meridianName(value: number, t: TFunction): string {
  if (value === 0 || value === 180) return `${value}°`;
  return value < 0
    ? t('projection.west', { degrees: Math.abs(value) })
    : t('projection.east', { degrees: value });
}

/**
 * The world's projection and central meridian (decision "The world's projection is the map's choice"):
 * Equal Earth on Greenwich by default, Robinson or Winkel Tripel, a Pacific-centred world. Each choice
 * is one undo step; the map is projected anew and fitted to the frame.
 */
export function ProjectionPanel() {
  const { t } = useTranslation('panels');
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
  const meridians: (readonly [number, string])[] = MERIDIANS.map((value) => {
    const key = value < 0 ? `w${-value}` : String(value);
    return [value, t(`projection.meridian.${key}`)];
  });
  if (!MERIDIANS.includes(meridian)) meridians.push([meridian, meridianName(meridian, t)]);
  return (
    <Panel title={t('projection.title')} id="projection" open={choice !== null}>
      <label className="stacked" htmlFor={`${id}-type`}>
        <span className="panel__label">{t('projection.title')}</span>
        <select
          id={`${id}-type`}
          aria-label={t('projection.title')}
          className="field"
          value={type}
          onChange={(e) => apply(e.target.value as WorldProjection, meridian)}
        >
          {WORLD_PROJECTIONS.map((value) => (
            <option key={value} value={value}>
              {t(`projection.name.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="stacked" htmlFor={`${id}-meridian`}>
        <span className="panel__label">{t('projection.centredOn')}</span>
        <select
          id={`${id}-meridian`}
          aria-label={t('projection.centredOn')}
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
