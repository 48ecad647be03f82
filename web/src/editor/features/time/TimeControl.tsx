import { useEffect, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setTimeStep } from '@mapwright/core/document/operations/time-series';
import { timeMapOf } from '@mapwright/core/document/time-series';
import { useEditorSelector, useEditorServices } from '../../state/EditorContext';
import { TimePlayer } from './player';
import './time.css';

const SLIDER_KEYS = new Set([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

/**
 * Over the map of a time map (two steps or more): play and pause, a slider of the steps and the step
 * shown. A drag of the slider is one undo step, as is each key press on it; a play is one too.
 */
export function TimeControl() {
  const { t } = useTranslation('panels');
  const { editor } = useEditorServices();
  const series = useEditorSelector((s) => timeMapOf(s.doc));
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  const [player] = useState(() => new TimePlayer(editor, refresh));
  useEffect(() => player.attach(), [player]);
  if (!series) return null;
  const step = series.steps[series.current];
  const last = series.steps.length - 1;
  return (
    <div className="time-control" role="group" aria-label={t('time.time')} data-testid="time-control">
      <button
        type="button"
        className="tool-button time-control__play"
        aria-label={player.playing ? t('time.pause') : t('time.play')}
        title={player.playing ? t('time.pause') : t('time.playSteps')}
        data-testid="time-play"
        onClick={() => (player.playing ? player.pause() : player.play())}
      >
        {player.playing ? '❚❚' : '▶'}
      </button>
      <input
        type="range"
        className="time-control__slider"
        min={0}
        max={last}
        step={1}
        value={series.current}
        aria-label={t('time.step')}
        aria-valuetext={step?.label}
        data-testid="time-slider"
        onPointerDown={() => {
          player.pause();
          editor.beginGesture();
        }}
        onPointerUp={() => editor.mark()}
        // The slider's own keys move the step; the editor's (arrows pan the map) must not see them.
        onKeyDown={(e) => {
          if (SLIDER_KEYS.has(e.key)) e.stopPropagation();
        }}
        onChange={(e) => {
          const index = Number(e.target.value);
          if (Number.isInteger(index) && index >= 0 && index <= last) editor.apply(setTimeStep, index);
        }}
      />
      <output className="time-control__label" data-testid="time-step-label" aria-live="polite">
        {step?.label}
      </output>
    </div>
  );
}
