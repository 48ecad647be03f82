import { MAX_DECIMALS, type NumberFormat } from '@mapwright/core/document/data-layers';
import { setHeatBar, type HeatBarSettings } from '@mapwright/core/document/operations/data-layers';
import { useEditorSelector, useEditorServices } from '../../state/EditorContext';
import { useTouchEditor } from '../../state/inputMode';
import { useGestureField } from '../../chrome/useGestureField';
import { useTranslation } from 'react-i18next';

const GROUPING_LABELS: Readonly<Record<NumberFormat['grouping'], string>> = {
  locale: "As the map's language",
  comma: '1,234',
  period: '1.234',
  space: '1 234',
  none: '1234',
};

/** The heat bar: shown, title, orientation, size, number format. It is moved on the map (Move tool). */
export function HeatBarFields() {
  const { t } = useTranslation('data');
  const { editor } = useEditorServices();
  const bar = useEditorSelector((s) => s.doc.heatMap.bar);
  const touch = useTouchEditor();
  const gesture = useGestureField(editor);
  const set = (settings: HeatBarSettings) => editor.apply(setHeatBar, settings);
  const number = (value: string, apply: (n: number) => void) => {
    const n = Number(value);
    if (value.trim() !== '' && Number.isFinite(n)) apply(n);
  };

  return (
    <fieldset className="data-fields" data-testid="heat-bar-fields">
      <legend className="panel__label">{t('bar.title')}</legend>
      <label className="check">
        <input type="checkbox" checked={bar.visible} onChange={(e) => set({ visible: e.target.checked })} />
        {t('bar.show')}
      </label>
      <label className="stacked">
        <span className="panel__label">{t('bar.titleField')}</span>
        <input
          className="field"
          value={bar.title}
          placeholder={t('bar.titleExample')}
          {...gesture}
          onChange={(e) => set({ title: e.target.value })}
        />
      </label>
      <div className="segmented" role="radiogroup" aria-label={t('bar.orientation')}>
        {(['horizontal', 'vertical'] as const).map((o) => (
          <button
            key={o}
            type="button"
            role="radio"
            aria-checked={bar.orientation === o}
            onClick={() => set({ orientation: o })}
          >
            {o === 'horizontal' ? t('bar.horizontal') : t('bar.vertical')}
          </button>
        ))}
      </div>
      <div className="field-grid">
        <label htmlFor="bar-length">{t('bar.length')}</label>
        <input
          id="bar-length"
          type="range"
          min={60}
          max={1200}
          step={10}
          value={bar.length}
          {...gesture}
          onChange={(e) => number(e.target.value, (length) => set({ length }))}
        />
        <label htmlFor="bar-thickness">{t('bar.thickness')}</label>
        <input
          id="bar-thickness"
          type="range"
          min={4}
          max={80}
          step={1}
          value={bar.thickness}
          {...gesture}
          onChange={(e) => number(e.target.value, (thickness) => set({ thickness }))}
        />
        <label htmlFor="bar-font">{t('bar.textSize')}</label>
        <input
          id="bar-font"
          type="range"
          min={8}
          max={48}
          step={1}
          value={bar.fontSize}
          {...gesture}
          onChange={(e) => number(e.target.value, (fontSize) => set({ fontSize }))}
        />
        <label htmlFor="bar-decimals">{t('bar.decimals')}</label>
        <select
          id="bar-decimals"
          className="field"
          value={bar.format.decimals ?? 'auto'}
          onChange={(e) =>
            set({ format: { decimals: e.target.value === 'auto' ? null : Number(e.target.value) } })
          }
        >
          <option value="auto">{t('bar.automatic')}</option>
          {Array.from({ length: MAX_DECIMALS + 1 }, (_, d) => (
            <option key={d} value={d}>
              {d}
            </option>
          ))}
        </select>
        <label htmlFor="bar-grouping">{t('bar.thousands')}</label>
        <select
          id="bar-grouping"
          className="field"
          value={bar.format.grouping}
          onChange={(e) => {
            const grouping = e.target.value as NumberFormat['grouping'];
            // 1.234 groups with a point, so its decimals take a comma, and the other way round.
            const decimalMark =
              grouping === 'period' ? ',' : grouping === 'comma' ? '.' : bar.format.decimalMark;
            set({ format: { grouping, decimalMark } });
          }}
        >
          {(Object.keys(GROUPING_LABELS) as NumberFormat['grouping'][]).map((g) => (
            <option key={g} value={g}>
              {GROUPING_LABELS[g]}
            </option>
          ))}
        </select>
        <label htmlFor="bar-mark">{t('bar.decimalMark')}</label>
        <select
          id="bar-mark"
          className="field"
          value={bar.format.decimalMark}
          // The map's language brings its own decimal mark.
          disabled={bar.format.grouping === 'locale'}
          onChange={(e) => set({ format: { decimalMark: e.target.value as NumberFormat['decimalMark'] } })}
        >
          <option value=".">{t('bar.point')}</option>
          <option value=",">{t('bar.comma')}</option>
        </select>
        <label htmlFor="bar-prefix">{t('bar.prefix')}</label>
        <input
          id="bar-prefix"
          className="field field--number"
          value={bar.format.prefix}
          placeholder="$"
          {...gesture}
          onChange={(e) => set({ format: { prefix: e.target.value } })}
        />
        <label htmlFor="bar-suffix">{t('bar.suffix')}</label>
        <input
          id="bar-suffix"
          className="field field--number"
          value={bar.format.suffix}
          placeholder="%"
          {...gesture}
          onChange={(e) => set({ format: { suffix: e.target.value } })}
        />
      </div>
      <p className="panel__note">{touch ? t('bar.moveTouch') : t('bar.move')}</p>
    </fieldset>
  );
}
