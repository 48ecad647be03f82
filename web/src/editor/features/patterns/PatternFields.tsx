import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MAX_PATTERN_GAP,
  MAX_PATTERN_WIDTH,
  MIN_PATTERN_GAP,
  MIN_PATTERN_WIDTH,
  PATTERN_KINDS,
  type PatternStyle,
} from '@mapwright/core/document/patterns';
import { patternPreviewBackground } from './fillSwatch';

/** Focus/blur and press/release of a field: what it types or drags between them is one undo step. */
export interface FieldGesture {
  readonly onFocus: () => void;
  readonly onBlur: () => void;
  readonly onPointerUp: () => void;
}

/** A number field that takes a value within its bounds as it is typed, and shows the current one on blur. */
function NumberField(props: {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  unit: string;
  gesture: FieldGesture | undefined;
  onChange: (value: number) => void;
}) {
  const id = useId();
  const [typed, setTyped] = useState<string | null>(null);
  return (
    <>
      <label htmlFor={id}>{props.label}</label>
      <span className="pattern-picker__number">
        <input
          id={id}
          className="field field--number"
          type="number"
          min={props.min}
          max={props.max}
          step={props.step}
          value={typed ?? props.value}
          {...props.gesture}
          onChange={(e) => {
            setTyped(e.target.value);
            const value = Number(e.target.value);
            if (e.target.value.trim() !== '' && value >= props.min && value <= props.max)
              props.onChange(value);
          }}
          onBlur={() => {
            setTyped(null);
            props.gesture?.onBlur();
          }}
        />
        <span aria-hidden="true">{props.unit}</span>
      </span>
    </>
  );
}

/**
 * A pattern's look: its kind, a preview drawn by the same tile as the map, its background (or none),
 * width, gap, angle (a field and a slider) and whether it scales with the map. Used for the pattern
 * painted with (session state) and for a pattern of the map opened for editing (`gesture` makes a
 * typed value or a slider drag one undo step). `lines` adds the lines' colour; `background: 'fixed'`
 * hides the background, which the use of the pattern decides.
 */
export function PatternFields(props: {
  style: PatternStyle;
  onChange: (change: Partial<PatternStyle>) => void;
  gesture?: FieldGesture;
  lines?: boolean;
  background?: 'free' | 'fixed';
}) {
  const { t } = useTranslation('panels');
  const kindName = (kind: PatternStyle['kind']) => t(`patterns.kind.${kind}`);
  const { style: pattern, onChange: set, gesture } = props;
  const background = pattern.background;
  return (
    <>
      <div className="pattern-picker__kinds" role="radiogroup" aria-label={t('patterns.pattern')}>
        {PATTERN_KINDS.map((kind) => (
          <button
            key={kind}
            type="button"
            role="radio"
            className="pattern-picker__kind"
            aria-checked={pattern.kind === kind}
            title={kindName(kind)}
            onClick={() => set({ kind, angle: kind === pattern.kind ? pattern.angle : defaultAngle(kind) })}
          >
            <span
              className="pattern-picker__kind-swatch"
              style={{
                background: patternPreviewBackground({ ...pattern, kind, angle: defaultAngle(kind) }),
              }}
            />
            {kindName(kind)}
          </button>
        ))}
      </div>
      <div
        className="pattern-picker__preview"
        role="img"
        aria-label={t('patterns.preview', { kind: kindName(pattern.kind) })}
        data-pattern-preview={pattern.kind}
        style={{ background: patternPreviewBackground(pattern) }}
      />
      <div className="field-grid">
        {props.lines && (
          <>
            <label htmlFor="pattern-lines">{t('patterns.lines')}</label>
            <input
              id="pattern-lines"
              type="color"
              className="colour-input"
              value={pattern.foreground.slice(0, 7)}
              {...gesture}
              onChange={(e) => set({ foreground: e.target.value })}
            />
          </>
        )}
        {props.background !== 'fixed' && (
          <>
            <label htmlFor="pattern-background">{t('patterns.background')}</label>
            <span className="pattern-picker__background">
              <input
                id="pattern-background"
                type="color"
                className="colour-input"
                value={(background ?? '#ffffff').slice(0, 7)}
                disabled={background === null}
                {...gesture}
                onChange={(e) => set({ background: e.target.value })}
              />
              <label className="check">
                <input
                  type="checkbox"
                  checked={background === null}
                  onChange={(e) => set({ background: e.target.checked ? null : '#ffffff' })}
                />
                {t('patterns.none')}
              </label>
            </span>
          </>
        )}
        <NumberField
          label={
            pattern.kind === 'dots' || pattern.kind === 'stipple'
              ? t('patterns.dotSize')
              : t('patterns.lineWidth')
          }
          value={pattern.width}
          min={MIN_PATTERN_WIDTH}
          max={MAX_PATTERN_WIDTH}
          step={0.5}
          unit="px"
          gesture={gesture}
          onChange={(width) => set({ width })}
        />
        <NumberField
          label={t('patterns.gap')}
          value={pattern.gap}
          min={MIN_PATTERN_GAP}
          max={MAX_PATTERN_GAP}
          step={0.5}
          unit="px"
          gesture={gesture}
          onChange={(gap) => set({ gap })}
        />
        <NumberField
          label={t('patterns.angle')}
          value={pattern.angle}
          min={-180}
          max={180}
          step={15}
          unit="°"
          gesture={gesture}
          onChange={(angle) => set({ angle })}
        />
        <span aria-hidden="true" />
        <input
          type="range"
          className="pattern-picker__slider"
          aria-label={t('patterns.angleSlider')}
          min={-180}
          max={180}
          step={5}
          value={pattern.angle}
          {...gesture}
          onChange={(e) => set({ angle: Number(e.target.value) })}
        />
        <label htmlFor="pattern-scale">{t('common.size')}</label>
        <select
          id="pattern-scale"
          className="field"
          value={pattern.scale}
          onChange={(e) => set({ scale: e.target.value === 'page' ? 'page' : 'map' })}
        >
          <option value="map">{t('patterns.scaleMap')}</option>
          <option value="page">{t('patterns.scalePage')}</option>
        </select>
      </div>
    </>
  );
}

/** Stripes read best on the diagonal; the lattices are drawn upright (a crosshatch is already turned). */
function defaultAngle(kind: PatternStyle['kind']): number {
  return kind === 'stripes' ? 45 : 0;
}
