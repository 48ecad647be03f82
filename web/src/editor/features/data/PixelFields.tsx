import { setPixelDotMap, type PixelDotMapSettings } from '@mapwright/core/document/operations/data-layers';
import { gridPitch, gridPitchNotice } from '@mapwright/core/render/pixel-pitch';
import { mapTransform } from '@mapwright/core/render/transform';
import { useEditorSelector, useEditorServices } from '../../state/EditorContext';
import { useGestureField } from '../../chrome/useGestureField';
import { useTranslation } from 'react-i18next';
import { translateCore } from '../../../i18n/coreMessages';

/** The pixel dot map's cells (shape, size, gap), colours and its legend row. */
export function PixelFields() {
  const { t } = useTranslation('data');
  const { editor, geometry } = useEditorServices();
  const pixels = useEditorSelector((s) => s.doc.pixelDotMap);
  // The render budget's word on the cells, as renderMap will draw them (pixel-pitch.ts).
  const budgetNotice = useEditorSelector((s) => {
    const level = s.doc.pixelDotMap.level === 1 ? geometry.projected.level1 : geometry.projected.level2;
    if (!level) return undefined;
    const notice = gridPitchNotice(s.doc, gridPitch(s.doc, level, mapTransform(s.doc, geometry.projected)));
    // Its words, not the message object: a string keeps the selection stable between renders.
    return notice && translateCore(t, notice);
  });
  const gesture = useGestureField(editor);
  const set = (settings: PixelDotMapSettings) => {
    try {
      editor.apply(setPixelDotMap, settings);
    } catch {
      // A gap as large as the cell: the slider's range keeps it out; nothing to change.
    }
  };

  return (
    <fieldset className="data-fields" data-testid="pixel-fields">
      <legend className="panel__label">{t('pixels.title')}</legend>
      <div className="segmented" role="radiogroup" aria-label={t('pixels.shape')}>
        {(['square', 'round'] as const).map((shape) => (
          <button
            key={shape}
            type="button"
            role="radio"
            aria-checked={pixels.shape === shape}
            onClick={() => set({ shape })}
          >
            {shape === 'square' ? t('pixels.square') : t('pixels.round')}
          </button>
        ))}
      </div>
      <div className="field-grid">
        <label htmlFor="pixel-size">{t('pixels.cellSize', { size: pixels.cellSize })}</label>
        <input
          id="pixel-size"
          type="range"
          min={2}
          max={40}
          step={1}
          value={pixels.cellSize}
          {...gesture}
          onChange={(e) => {
            const cellSize = Number(e.target.value);
            set(pixels.gap >= cellSize ? { cellSize, gap: Math.max(0, cellSize - 1) } : { cellSize });
          }}
        />
        <label htmlFor="pixel-gap">{t('pixels.gap', { size: pixels.gap })}</label>
        <input
          id="pixel-gap"
          type="range"
          min={0}
          max={Math.max(0, pixels.cellSize - 1)}
          step={0.5}
          value={pixels.gap}
          {...gesture}
          onChange={(e) => set({ gap: Number(e.target.value) })}
        />
        <label htmlFor="pixel-on">{t('pixels.on')}</label>
        <input
          id="pixel-on"
          type="color"
          value={pixels.onColor.slice(0, 7)}
          {...gesture}
          onChange={(e) => set({ onColor: e.target.value })}
        />
        <label htmlFor="pixel-off">{t('pixels.off')}</label>
        <input
          id="pixel-off"
          type="color"
          value={pixels.offColor.slice(0, 7)}
          {...gesture}
          onChange={(e) => set({ offColor: e.target.value })}
        />
        <label htmlFor="pixel-no-data">{t('heat.noDataColour')}</label>
        <input
          id="pixel-no-data"
          type="color"
          value={pixels.noDataColor.slice(0, 7)}
          {...gesture}
          onChange={(e) => set({ noDataColor: e.target.value })}
        />
      </div>
      {budgetNotice && (
        <p className="panel__note panel__note--warning" role="status" data-testid="pixel-budget">
          {budgetNotice}
        </p>
      )}
      <label className="check">
        <input
          type="checkbox"
          checked={pixels.legendVisible}
          onChange={(e) => set({ legendVisible: e.target.checked })}
        />
        {t('pixels.legend')}
      </label>
      <label className="stacked">
        <span className="panel__label">{t('pixels.legendLabel')}</span>
        <input
          className="field"
          value={pixels.legendLabel}
          placeholder={t('pixels.legendExample')}
          {...gesture}
          onChange={(e) => set({ legendLabel: e.target.value })}
        />
      </label>
      <p className="panel__note">{t('pixels.note')}</p>
    </fieldset>
  );
}
