import { useState } from 'react';
import { bivariateClassesOf, type BivariateAxis } from '@mapwright/core/data/bivariate-classes';
import {
  BIVARIATE_PALETTES,
  bivariateColour,
  type BivariatePalette,
} from '@mapwright/core/data/bivariate-palettes';
import { detectDecimalMark, parseNumber } from '@mapwright/core/data/numbers';
import { setBivariateMap, type BivariateSettings } from '@mapwright/core/document/operations/bivariate';
import { MAX_TEXT_LENGTH } from '@mapwright/core/document/text-block';
import { useEditorSelector, useEditorServices } from '../../state/EditorContext';
import { useGestureField } from '../../chrome/useGestureField';
import { useTranslation } from 'react-i18next';
import { formatNumber, useLanguage } from '../../../i18n/format';
import type { LanguageCode } from '../../../i18n/languages';

/**
 * The map of two variables: the 3 × 3 palette, the two axis titles (the square legend's), each
 * axis's class limits (the data's tertiles, or limits of one's own), the no-data colour and whether
 * the legend shows the square. Each change is one undo step (a title typed too: one gesture).
 */
export function BivariateFields() {
  const { t } = useTranslation('data');
  const { editor } = useEditorServices();
  const map = useEditorSelector((s) => s.doc.bivariate);
  const classes = bivariateClassesOf(map);
  const gesture = useGestureField(editor);
  const set = (settings: BivariateSettings) => {
    try {
      editor.apply(setBivariateMap, settings);
    } catch {
      // A title too long or a limit not a number: the fields keep them out; nothing to change.
    }
  };

  return (
    <fieldset className="data-fields" data-testid="bivariate-fields">
      <legend className="panel__label">{t('panel.layers.bivariate')}</legend>
      {classes.count === 0 && <p className="panel__note">{t('bivariate.empty')}</p>}
      <fieldset className="palette-picker">
        <legend className="panel__label">{t('heat.palette')}</legend>
        <div role="radiogroup" aria-label={t('bivariate.palettes')} className="bivariate-picker">
          {BIVARIATE_PALETTES.map((palette) => (
            <PaletteSquare
              key={palette.id}
              palette={palette}
              checked={classes.palette.id === palette.id}
              onPick={() => set({ palette: palette.id })}
            />
          ))}
        </div>
      </fieldset>
      <AxisFields axis="x" label={t('import.across')} title={map.xTitle} classes={classes.x} onChange={set} />
      <AxisFields axis="y" label={t('import.up')} title={map.yTitle} classes={classes.y} onChange={set} />
      <div className="field-grid">
        <label htmlFor="bivariate-no-data">{t('heat.noDataColour')}</label>
        <input
          id="bivariate-no-data"
          type="color"
          value={map.noDataColor.slice(0, 7)}
          {...gesture}
          onChange={(e) => set({ noDataColor: e.target.value })}
        />
        <label htmlFor="bivariate-no-data-label">{t('categories.noDataLabel')}</label>
        <input
          id="bivariate-no-data-label"
          className="field"
          type="text"
          maxLength={MAX_TEXT_LENGTH}
          value={map.noDataLabel}
          {...gesture}
          onChange={(e) => set({ noDataLabel: e.target.value })}
        />
      </div>
      <label className="check">
        <input
          type="checkbox"
          checked={map.legendVisible}
          onChange={(e) => set({ legendVisible: e.target.checked })}
        />
        {t('bivariate.legend')}
      </label>
      <p className="panel__note">{t('bivariate.noDataNote')}</p>
    </fieldset>
  );
}

/** A palette as its 3 × 3 square, drawn as the legend draws it: y's classes rising upwards. */
function PaletteSquare({
  palette,
  checked,
  onPick,
}: {
  palette: BivariatePalette;
  checked: boolean;
  onPick: () => void;
}) {
  const { t } = useTranslation('data');
  const cells = [2, 1, 0].flatMap((y) => [0, 1, 2].map((x) => bivariateColour(palette, x, y)));
  return (
    <button
      type="button"
      role="radio"
      aria-checked={checked}
      aria-label={palette.name}
      title={t('bivariate.paletteTitle', { name: palette.name, x: palette.xHue, y: palette.yHue })}
      className="bivariate-picker__square"
      data-bivariate-palette={palette.id}
      onClick={onPick}
    >
      {cells.map((colour, i) => (
        <span key={i} style={{ background: colour }} />
      ))}
    </button>
  );
}

/** A limit as its field holds it: four significant digits, with a point (the field reads either mark). */
const shown = (value: number) => String(Number(value.toPrecision(4)));

/** A limit as the note says it, in the interface's language (1.234,5 in German). */
const limitText = (value: number, lng: LanguageCode) => formatNumber(Number(value.toPrecision(4)), lng);

/** One axis: its title, its three classes as limits, and limits of one's own or the tertiles. */
function AxisFields({
  axis,
  label,
  title,
  classes,
  onChange,
}: {
  axis: 'x' | 'y';
  label: string;
  title: string;
  classes: BivariateAxis;
  onChange: (settings: BivariateSettings) => void;
}) {
  const { t } = useTranslation('data');
  const lng = useLanguage();
  const { editor } = useEditorServices();
  const gesture = useGestureField(editor);
  const [low, high] = classes.breaks;
  const limits = { low: limitText(low, lng), high: limitText(high, lng) };
  const breaksKey = axis === 'x' ? 'xBreaks' : 'yBreaks';
  return (
    <div className="bivariate-axis" data-bivariate-axis-fields={axis}>
      <label className="stacked">
        <span className="panel__label">{label}</span>
        <input
          className="field"
          aria-label={t('bivariate.titleOf', { axis })}
          placeholder={t('bivariate.measures', { axis })}
          value={title}
          maxLength={MAX_TEXT_LENGTH}
          {...gesture}
          onChange={(e) => onChange(axis === 'x' ? { xTitle: e.target.value } : { yTitle: e.target.value })}
        />
      </label>
      <p className="panel__note" data-testid={`bivariate-limits-${axis}`}>
        {classes.tertiles ? t('bivariate.limitsTertiles', limits) : t('bivariate.limitsOwn', limits)}
      </p>
      <div className="field-row">
        <LimitField
          label={t('bivariate.lower', { axis })}
          value={low}
          onCommit={(value) => onChange({ [breaksKey]: [value, high] })}
        />
        <LimitField
          label={t('bivariate.upper', { axis })}
          value={high}
          onCommit={(value) => onChange({ [breaksKey]: [low, value] })}
        />
        {!classes.tertiles && (
          <button
            type="button"
            className="button button--quiet"
            onClick={() => onChange({ [breaksKey]: null })}
          >
            {t('bivariate.tertiles')}
          </button>
        )}
      </div>
    </div>
  );
}

/** A class limit, set when the field is left or Enter pressed (a typo on the way changes nothing). */
function LimitField({
  label,
  value,
  onCommit,
}: {
  label: string;
  value: number;
  onCommit: (value: number) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft !== null) {
      const parsed = parseNumber(draft, detectDecimalMark([draft]));
      if (parsed.kind === 'number' && parsed.value !== value) onCommit(parsed.value);
    }
    setDraft(null);
  };
  return (
    <input
      className="field field--number"
      inputMode="decimal"
      aria-label={label}
      value={draft ?? shown(value)}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
        else if (e.key === 'Escape') setDraft(null);
      }}
    />
  );
}
