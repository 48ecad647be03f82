import { useId, useMemo, useState, type RefObject } from 'react';
import { useLevelNames } from '../../i18n/levelNames';
import { useTranslation } from 'react-i18next';
import { setPlacement } from '@mapwright/core/document/operations/placement';
import { filledLevels } from '@mapwright/core/document/show';
import { findDivisions } from '@mapwright/core/geo/find-divisions';
import type { ProjectedDivision } from '@mapwright/core/geo/projected-level';
import { shownNameLines } from '@mapwright/core/names/shown-name';
import type { MapLanguage } from '@mapwright/core/document/map-language';
import { mapTransform } from '@mapwright/core/render/transform';
import { useEditorSelector, useEditorServices } from '../state/EditorContext';

/** A found division smaller than this share of the frame's shorter side is zoomed up to it. */
const MIN_SHARE = 0.2;

/**
 * Find a division by name (accent- and case-insensitive, core findDivisions) on the drawn level;
 * choosing one centres it (zooming in if it is tiny) and flashes it.
 */
export function SearchBox({
  inputRef,
  onChosen,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  /** After a result was chosen (the phone closes its search sheet to show the map). */
  onChosen?: () => void;
}) {
  const { t } = useTranslation('panels');
  const levelNames = useLevelNames();
  const { editor, geometry, ui } = useEditorServices();
  const level = useEditorSelector((s) => filledLevels(s.doc)[0] ?? 1);
  const language = useEditorSelector((s) => s.doc.mapLanguage);
  const [query, setQuery] = useState('');
  const [cursor, setCursor] = useState(0);
  const listId = useId();
  const projected = level === 1 ? geometry.projected.level1 : geometry.projected.level2;
  const results = useMemo(() => (projected ? findDivisions(projected, query, 8) : []), [projected, query]);

  const choose = (division: ProjectedDivision) => {
    const doc = editor.document;
    const { width, height } = doc.frame;
    // The placement at zoom 1 and no offset: where the map sits before the user moves it.
    const home = mapTransform({ ...doc, placement: { zoom: 1, offsetX: 0, offsetY: 0 } }, geometry.projected);
    const base = home.scale;
    const extent = Math.max(division.bbox[2] - division.bbox[0], division.bbox[3] - division.bbox[1], 1e-6);
    const wanted = (MIN_SHARE * Math.min(width, height)) / (extent * base);
    const zoom = Math.max(doc.placement.zoom, Math.min(wanted, 12));
    const scale = base * zoom;
    const [cx, cy] = division.centroid;
    // Map point m sits at frame centre + offset + scale * (m - fitted extent's centre); the extent's
    // centre is where the home placement puts the frame centre.
    const centreX = (width / 2 - home.x) / base;
    const centreY = (height / 2 - home.y) / base;
    editor.apply(setPlacement, {
      zoom,
      offsetX: scale * (centreX - cx),
      offsetY: scale * (centreY - cy),
    });
    setQuery('');
    // The keyboard goes to the division on the map, so Enter paints it and Delete reverts it.
    ui.mapFocus()?.focusDivision(level, division.id);
    // After the placement patch has run (next frame), so the flash is seen where the division now is.
    requestAnimationFrame(() => ui.flashDivision(level, division.id));
    onChosen?.();
  };

  const open = query.trim() !== '';
  return (
    <div className="search" role="search">
      <input
        ref={inputRef}
        className="field search__input"
        type="search"
        placeholder={t('search.placeholder', {
          level: levelNames.noun((level === 1 ? geometry.levels[1] : geometry.levels[2]).label),
        })}
        aria-label={t('search.label')}
        role="combobox"
        aria-expanded={open && results.length > 0}
        aria-controls={listId}
        // The highlighted result is announced while the focus stays in the field (combobox pattern).
        aria-activedescendant={open && results[cursor] ? `${listId}-${cursor}` : undefined}
        aria-autocomplete="list"
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setCursor(0);
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') setCursor((c) => Math.min(c + 1, results.length - 1));
          else if (e.key === 'ArrowUp') setCursor((c) => Math.max(c - 1, 0));
          else if (e.key === 'Enter' && results[cursor]) choose(results[cursor].division);
          else if (e.key === 'Escape') setQuery('');
          else return;
          e.preventDefault();
        }}
      />
      {open && (
        <ul id={listId} className="search__results" role="listbox">
          {results.length === 0 && <li className="search__empty">{t('search.none')}</li>}
          {results.map(({ division }, i) => (
            <li
              key={division.id}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === cursor}
              onPointerDown={(e) => {
                e.preventDefault();
                choose(division);
              }}
            >
              <ResultName division={division} language={language} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A result as the map names it: its name in the map's language, its own-script name beside. */
function ResultName({ division, language }: { division: ProjectedDivision; language: MapLanguage }) {
  const [name, local] = shownNameLines(division, language, 'both');
  return (
    <>
      {name}
      {local !== undefined && <span className="search__local"> {local}</span>}
    </>
  );
}
