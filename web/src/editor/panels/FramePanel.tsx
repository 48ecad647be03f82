import { useId, useState } from 'react';
import { FieldError, invalidFieldProps } from '../../components/FieldError';
import {
  FRAME_PRESET_SIZES,
  MAX_FRAME_SIDE,
  MIN_FRAME_SIDE,
  type FixedFramePreset,
} from '@mapwright/core/document/frame';
import { setFrame } from '@mapwright/core/document/operations/frame';
import { useEditorSelector, useEditorServices } from '../state/EditorContext';
import { Panel } from './Panel';

const PRESETS = Object.keys(FRAME_PRESET_SIZES) as FixedFramePreset[];

/** The export frame: presets for common destinations, or a custom size (applied on Enter or blur). */
export function FramePanel() {
  const { editor } = useEditorServices();
  const frame = useEditorSelector((s) => s.doc.frame);
  // What is being typed; null shows the document's size (so undo and presets show through).
  const [typed, setTyped] = useState<{ width: string; height: string } | null>(null);
  const size = typed ?? { width: String(frame.width), height: String(frame.height) };
  const outOfRange = (text: string) => {
    const value = Math.round(Number(text));
    return !(value >= MIN_FRAME_SIDE && value <= MAX_FRAME_SIDE);
  };
  const invalid = { width: outOfRange(size.width), height: outOfRange(size.height) };
  const errorId = useId();

  const commit = () => {
    const width = Math.round(Number(size.width));
    const height = Math.round(Number(size.height));
    setTyped(null);
    const valid = [width, height].every((v) => v >= MIN_FRAME_SIDE && v <= MAX_FRAME_SIDE);
    if (valid && (width !== frame.width || height !== frame.height))
      editor.apply(setFrame, { width, height });
  };

  return (
    <Panel title="Frame" open={false}>
      <div className="preset-grid" role="radiogroup" aria-label="Frame size">
        {PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            role="radio"
            aria-checked={frame.preset === preset}
            onClick={() => editor.apply(setFrame, preset)}
          >
            {preset}
          </button>
        ))}
      </div>
      <div className="field-row">
        {(['width', 'height'] as const).map((side) => (
          <label key={side} className="inline">
            <span>{side === 'width' ? 'W' : 'H'}</span>
            <input
              className="field field--number"
              type="number"
              min={MIN_FRAME_SIDE}
              max={MAX_FRAME_SIDE}
              aria-label={`Frame ${side} in pixels`}
              value={size[side]}
              {...invalidFieldProps(invalid[side], errorId)}
              onChange={(e) => setTyped({ ...size, [side]: e.target.value })}
              onBlur={commit}
              onKeyDown={(e) => e.key === 'Enter' && commit()}
            />
          </label>
        ))}
        <span className="panel__note">px</span>
      </div>
      <FieldError
        id={errorId}
        message={
          invalid.width || invalid.height
            ? `Width and height are from ${MIN_FRAME_SIDE} to ${MAX_FRAME_SIDE.toLocaleString('en')} px.`
            : null
        }
      />
    </Panel>
  );
}
