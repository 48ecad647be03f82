import { useLevelNames } from '../../../i18n/levelNames';
import {
  setSymbolMap,
  setSymbolsActive,
  type SymbolMapSettings,
} from '@mapwright/core/document/operations/symbols';
import type { SymbolMap } from '@mapwright/core/document/symbols';
import { useEditorSelector, useEditorServices } from '../../state/EditorContext';
import { useGestureField } from '../../chrome/useGestureField';
import { useTranslation } from 'react-i18next';

/**
 * The proportional symbols, drawn over whatever fills the map (decision "Proportional symbols are an
 * overlay over any fill"): on or off, shape, largest size, colour, opacity, what colours them, and the
 * size legend's title. Their values come from an import ("Make proportional symbols", or a table of
 * places with latitudes and longitudes). Each change is one undo step; a slider's drag is one.
 */
export function SymbolFields() {
  const { t } = useTranslation('data');
  const levelNames = useLevelNames();
  const { editor, geometry, ui } = useEditorServices();
  const symbols = useEditorSelector((s) => s.doc.symbols);
  const gesture = useGestureField(editor);
  const set = (settings: SymbolMapSettings) => editor.apply(setSymbolMap, settings);
  const count = symbols.placement === 'points' ? symbols.points.length : Object.keys(symbols.values).length;
  const where =
    symbols.placement === 'points'
      ? t('symbols.places', { count })
      : t('symbols.divisions', { count, noun: levelNames.noun(geometry.levels[symbols.level].label) });

  return (
    <fieldset className="data-fields" data-testid="symbol-fields">
      <legend className="panel__label">{t('symbols.title')}</legend>
      <label className="check">
        <input
          type="checkbox"
          data-action="symbolsActive"
          checked={symbols.active}
          onChange={(e) => editor.apply(setSymbolsActive, e.target.checked)}
        />
        {t('symbols.active')}
      </label>
      <p className="panel__note" data-testid="symbol-count">
        {count === 0 ? t('symbols.none') : t('symbols.sizedBy', { where })}
      </p>
      <div className="field-row">
        <button
          type="button"
          className="button"
          data-action="importSymbols"
          onClick={() => ui.openDataImport()}
        >
          {t('panel.import')}
        </button>
      </div>
      {symbols.active && (
        <>
          <div className="segmented" role="radiogroup" aria-label={t('symbols.shape')}>
            {(['circle', 'square'] as const).map((shape) => (
              <button
                key={shape}
                type="button"
                role="radio"
                aria-checked={symbols.shape === shape}
                onClick={() => set({ shape })}
              >
                {shape === 'circle' ? t('symbols.circles') : t('symbols.squares')}
              </button>
            ))}
          </div>
          <div className="field-grid">
            <label htmlFor="symbol-size">{t('symbols.largest', { size: symbols.maxSize })}</label>
            <input
              id="symbol-size"
              type="range"
              min={4}
              max={120}
              step={1}
              value={symbols.maxSize}
              {...gesture}
              onChange={(e) => set({ maxSize: Number(e.target.value) })}
            />
            <label htmlFor="symbol-colour">{t('symbols.colour')}</label>
            <input
              id="symbol-colour"
              type="color"
              value={symbols.colour.slice(0, 7)}
              {...gesture}
              onChange={(e) => set({ colour: e.target.value })}
            />
            <label htmlFor="symbol-opacity">
              {t('symbols.opacity', { percent: Math.round(symbols.opacity * 100) })}
            </label>
            <input
              id="symbol-opacity"
              type="range"
              min={0.1}
              max={1}
              step={0.05}
              value={symbols.opacity}
              {...gesture}
              onChange={(e) => set({ opacity: Number(e.target.value) })}
            />
            <label htmlFor="symbol-halo">{t('symbols.outline')}</label>
            <input
              id="symbol-halo"
              type="color"
              value={symbols.halo.slice(0, 7)}
              {...gesture}
              onChange={(e) => set({ halo: e.target.value })}
            />
            <label htmlFor="symbol-colour-by">{t('symbols.colourBy')}</label>
            <select
              id="symbol-colour-by"
              className="field"
              value={symbols.colourBy}
              onChange={(e) => set({ colourBy: e.target.value as SymbolMap['colourBy'] })}
            >
              {(['single', 'categories', 'heatMap'] as const).map((by) => (
                <option key={by} value={by}>
                  {t(`symbols.by.${by}`)}
                </option>
              ))}
            </select>
          </div>
          {symbols.colourBy !== 'single' && symbols.placement === 'points' && (
            <p className="panel__note">{t('symbols.placesOneColour')}</p>
          )}
          <label className="check">
            <input
              type="checkbox"
              checked={symbols.legendVisible}
              onChange={(e) => set({ legendVisible: e.target.checked })}
            />
            {t('symbols.legend')}
          </label>
          <label className="stacked">
            <span className="panel__label">{t('symbols.legendTitle')}</span>
            <input
              className="field"
              value={symbols.legendTitle}
              placeholder={t('symbols.legendExample')}
              {...gesture}
              onChange={(e) => set({ legendTitle: e.target.value })}
            />
          </label>
        </>
      )}
    </fieldset>
  );
}
