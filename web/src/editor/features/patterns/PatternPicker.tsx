import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { heatColoursLevel } from '@mapwright/core/document/heat-overlays';
import { DEFAULT_PATTERN_STYLE, patternFill, type PatternStyle } from '@mapwright/core/document/patterns';
import { patternsInUse, patternUse } from '@mapwright/core/document/patterns-in-use';
import { useEditorSelector, useEditorServices } from '../../state/EditorContext';
import { useGestureField } from '../../chrome/useGestureField';
import { fillBackground } from './fillSwatch';
import { PatternFields } from './PatternFields';
import { useDescribeFill } from './useDescribeFill';
import './patterns.css';

/**
 * Paint with a colour or a pattern; with a pattern: its look (PatternFields), the lines' colour being
 * the current colour set by the colour picker above. The pattern is session state, as the colour is:
 * nothing changes in the map until a division is painted with it. Below, the map's patterns: one
 * opened there (or from its legend entry) is edited in place, every division painted with it
 * following (decision "A painted pattern is edited in place").
 */
export function PatternPicker() {
  const { t } = useTranslation('panels');
  const describeFill = useDescribeFill();
  const { editor } = useEditorServices();
  const pattern = useEditorSelector((s) => s.session.pattern);
  const colour = useEditorSelector((s) => s.session.colour);
  // Narrow selections: the picker is on screen while divisions are painted, many a second.
  const edited = useEditorSelector((s) => s.doc.patterns.find((p) => p.id === s.session.editedPattern));
  const patterns = useEditorSelector((s) => s.doc.patterns);
  const labels = useEditorSelector((s) => s.doc.legend.entries);
  const inUse = useEditorSelector((s) => patternsInUse(s.doc), sameItems);
  const editedUse = useEditorSelector((s) => patternUse(s.doc, s.session.editedPattern ?? ''));
  const overHeat = useEditorSelector((s) => heatColoursLevel(s.doc, s.doc.activeLevel));
  const gesture = useGestureField(editor);
  // The pattern last set up, so going back from Colour to Pattern keeps it.
  const [last, setLast] = useState<PatternStyle | null>(null);
  const set = (change: Partial<PatternStyle>) => {
    if (!pattern) return;
    const next = { ...pattern, ...change };
    editor.setPattern(next);
    setLast(next);
  };

  return (
    <div className="pattern-picker">
      <div className="segmented" role="radiogroup" aria-label={t('patterns.paintWith')}>
        <button
          type="button"
          role="radio"
          aria-checked={pattern === null}
          onClick={() => {
            if (pattern) setLast(pattern);
            editor.openPatternEdit(null);
            editor.setPattern(null);
          }}
        >
          {t('common.colour')}
        </button>
        <button
          type="button"
          role="radio"
          aria-checked={pattern !== null}
          onClick={() => {
            if (!pattern) editor.setPattern({ ...(last ?? DEFAULT_PATTERN_STYLE), foreground: colour });
          }}
        >
          {t('patterns.pattern')}
        </button>
      </div>
      {edited ? (
        <section
          className="pattern-picker__edit"
          aria-label={t('patterns.editOne')}
          data-edited-pattern={edited.id}
        >
          <div className="pattern-picker__edit-head">
            <span
              className="swatch"
              style={{ background: fillBackground(patternFill(edited.id), patterns) }}
            />
            <span>
              {t('patterns.editing', {
                name: labels[patternFill(edited.id)] ?? describeFill(patternFill(edited.id), patterns),
              })}
            </span>
            <button type="button" className="button" onClick={() => editor.openPatternEdit(null)}>
              {t('common.done')}
            </button>
          </div>
          <PatternFields
            style={edited}
            lines
            background={editedUse === 'paint' ? 'free' : 'fixed'}
            gesture={gesture}
            onChange={(change) => editor.editOpenPattern(change)}
          />
          <p className="panel__note">{t('patterns.everyDivision')}</p>
        </section>
      ) : (
        pattern && (
          <>
            <PatternFields style={pattern} onChange={set} />
            <p className="panel__note">{overHeat ? t('patterns.hintHeat') : t('patterns.hint')}</p>
          </>
        )
      )}
      {inUse.length > 0 && (
        <div className="swatch-group">
          <h3 className="panel__label">{t('patterns.inMap')}</h3>
          <div className="swatches">
            {inUse.map((p) => {
              const fill = patternFill(p.id);
              const name = labels[fill] ?? describeFill(fill, patterns);
              return (
                <button
                  key={p.id}
                  type="button"
                  className="swatch"
                  style={{ background: fillBackground(fill, patterns) }}
                  aria-label={t('patterns.edit', { name })}
                  title={t('patterns.edit', { name })}
                  aria-pressed={p.id === edited?.id}
                  onClick={() => editor.openPatternEdit(p.id)}
                />
              );
            })}
          </div>
        </div>
      )}
    </div>
  );
}

function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((item, i) => item === b[i]);
}
