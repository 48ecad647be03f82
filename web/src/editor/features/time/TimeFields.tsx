import { useTranslation } from 'react-i18next';
import {
  clearTimeSeries,
  setStepDuration,
  setTimeLabel,
  type TimeLabelSettings,
} from '@mapwright/core/document/operations/time-series';
import { timeMapOf } from '@mapwright/core/document/time-series';
import { useEditorSelector, useEditorServices } from '../../state/EditorContext';
import { useGestureField } from '../../chrome/useGestureField';

/**
 * A time map's settings in the Data panel: how long each step is shown when played (and in a video),
 * the step’s label on the map (shown, size, colour), and
 * a way back to a plain heat map of the step shown.
 */
export function TimeFields() {
  const { t } = useTranslation('panels');
  const { editor, ui } = useEditorServices();
  const series = useEditorSelector((s) => timeMapOf(s.doc));
  const gesture = useGestureField(editor);
  if (!series) return null;
  const label = (settings: TimeLabelSettings) => editor.apply(setTimeLabel, settings);
  return (
    <fieldset className="data-fields" data-testid="time-fields">
      <legend className="panel__label">{t('time.legend', { count: series.steps.length })}</legend>
      <div className="field-grid">
        <label htmlFor="time-step-duration">{t('time.seconds')}</label>
        <input
          id="time-step-duration"
          className="field"
          type="number"
          min={0.1}
          max={10}
          step={0.1}
          value={series.stepDuration / 1000}
          {...gesture}
          onChange={(e) => {
            const seconds = Number(e.target.value);
            if (Number.isFinite(seconds) && seconds >= 0.1 && seconds <= 10)
              editor.apply(setStepDuration, seconds * 1000);
          }}
        />
        <label htmlFor="time-label-size">{t('time.labelSize')}</label>
        <input
          id="time-label-size"
          className="field"
          type="number"
          min={6}
          max={400}
          value={series.label.fontSize}
          {...gesture}
          onChange={(e) => {
            const size = Number(e.target.value);
            if (Number.isFinite(size) && size >= 6 && size <= 400) label({ fontSize: size });
          }}
        />
        <label htmlFor="time-label-colour">{t('time.labelColour')}</label>
        <input
          id="time-label-colour"
          type="color"
          value={series.label.color.slice(0, 7)}
          {...gesture}
          onChange={(e) => label({ color: e.target.value })}
        />
      </div>
      <label className="check">
        <input
          type="checkbox"
          checked={series.label.visible}
          onChange={(e) => label({ visible: e.target.checked })}
        />
        {t('time.showLabel')}
      </label>
      <button
        type="button"
        className="button button--quiet"
        onClick={() => {
          editor.apply(clearTimeSeries);
          ui.notify(t('time.keptStep'));
        }}
      >
        {t('time.keepStep')}
      </button>
    </fieldset>
  );
}
