import { useId, useState } from 'react';
import {
  DEFAULT_PATTERN_STYLE,
  MAX_PATTERN_GAP,
  MAX_PATTERN_WIDTH,
  MIN_PATTERN_GAP,
  MIN_PATTERN_WIDTH,
  PATTERN_KINDS,
  patternKindName,
  type PatternStyle,
} from '@mapwright/core/document/patterns';
import { useEditorSelector, useEditorServices } from '../../state/EditorContext';
import { patternPreviewBackground } from './fillSwatch';
import './patterns.css';

/** A number field that takes a value within its bounds as it is typed, and shows the current one on blur. */
function NumberField(props: {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  unit: string;
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
          onChange={(e) => {
            setTyped(e.target.value);
            const value = Number(e.target.value);
            if (e.target.value.trim() !== '' && value >= props.min && value <= props.max)
              props.onChange(value);
          }}
          onBlur={() => setTyped(null)}
        />
        <span aria-hidden="true">{props.unit}</span>
      </span>
    </>
  );
}

/**
 * Paint with a colour or a pattern; with a pattern: its kind, the lines' colour (the current colour,
 * set by the colour picker above), its background, width, gap, angle, whether it scales with the map,
 * and a preview drawn by the same tile as the map. The pattern is session state, as the colour is:
 * nothing changes in the map until a division is painted with it.
 */
export function PatternPicker() {
  const { editor } = useEditorServices();
  const pattern = useEditorSelector((s) => s.session.pattern);
  const colour = useEditorSelector((s) => s.session.colour);
  // The pattern last set up, so going back from Colour to Pattern keeps it.
  const [last, setLast] = useState<PatternStyle | null>(null);
  const set = (change: Partial<PatternStyle>) => {
    if (!pattern) return;
    const next = { ...pattern, ...change };
    editor.setPattern(next);
    setLast(next);
  };
  const background = pattern?.background ?? null;

  return (
    <div className="pattern-picker">
      <div className="segmented" role="radiogroup" aria-label="Paint with">
        <button
          type="button"
          role="radio"
          aria-checked={pattern === null}
          onClick={() => {
            if (pattern) setLast(pattern);
            editor.setPattern(null);
          }}
        >
          Colour
        </button>
        <button
          type="button"
          role="radio"
          aria-checked={pattern !== null}
          onClick={() => {
            if (!pattern) editor.setPattern({ ...(last ?? DEFAULT_PATTERN_STYLE), foreground: colour });
          }}
        >
          Pattern
        </button>
      </div>
      {pattern && (
        <>
          <div className="pattern-picker__kinds" role="radiogroup" aria-label="Pattern">
            {PATTERN_KINDS.map((kind) => (
              <button
                key={kind}
                type="button"
                role="radio"
                className="pattern-picker__kind"
                aria-checked={pattern.kind === kind}
                title={patternKindName(kind)}
                onClick={() =>
                  set({ kind, angle: kind === pattern.kind ? pattern.angle : defaultAngle(kind) })
                }
              >
                <span
                  className="pattern-picker__kind-swatch"
                  style={{
                    background: patternPreviewBackground({ ...pattern, kind, angle: defaultAngle(kind) }),
                  }}
                />
                {patternKindName(kind)}
              </button>
            ))}
          </div>
          <div
            className="pattern-picker__preview"
            role="img"
            aria-label={`Pattern preview: ${patternKindName(pattern.kind)}`}
            data-pattern-preview={pattern.kind}
            style={{ background: patternPreviewBackground(pattern) }}
          />
          <div className="field-grid">
            <label htmlFor="pattern-background">Background</label>
            <span className="pattern-picker__background">
              <input
                id="pattern-background"
                type="color"
                className="colour-input"
                value={(background ?? '#ffffff').slice(0, 7)}
                disabled={background === null}
                onChange={(e) => set({ background: e.target.value })}
              />
              <label className="check">
                <input
                  type="checkbox"
                  checked={background === null}
                  onChange={(e) => set({ background: e.target.checked ? null : '#ffffff' })}
                />
                None
              </label>
            </span>
            <NumberField
              label={pattern.kind === 'dots' || pattern.kind === 'stipple' ? 'Dot size' : 'Line width'}
              value={pattern.width}
              min={MIN_PATTERN_WIDTH}
              max={MAX_PATTERN_WIDTH}
              step={0.5}
              unit="px"
              onChange={(width) => set({ width })}
            />
            <NumberField
              label="Gap"
              value={pattern.gap}
              min={MIN_PATTERN_GAP}
              max={MAX_PATTERN_GAP}
              step={0.5}
              unit="px"
              onChange={(gap) => set({ gap })}
            />
            <NumberField
              label="Angle"
              value={pattern.angle}
              min={-180}
              max={180}
              step={15}
              unit="°"
              onChange={(angle) => set({ angle })}
            />
            <label htmlFor="pattern-scale">Size</label>
            <select
              id="pattern-scale"
              className="field"
              value={pattern.scale}
              onChange={(e) => set({ scale: e.target.value === 'page' ? 'page' : 'map' })}
            >
              <option value="map">Scales with the map</option>
              <option value="page">Fixed on the page</option>
            </select>
          </div>
          <p className="panel__note">The colour above draws the lines; click divisions to paint.</p>
        </>
      )}
    </div>
  );
}

/** Stripes read best on the diagonal; the lattices are drawn upright (a crosshatch is already turned). */
function defaultAngle(kind: PatternStyle['kind']): number {
  return kind === 'stripes' ? 45 : 0;
}
