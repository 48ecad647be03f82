import { useId, useMemo } from 'react';
import {
  MAX_HALO_WIDTH,
  MAX_LABEL_SIZE,
  MIN_LABEL_SIZE,
  type LevelLabels,
} from '@mapwright/core/document/labels';
import { setLabelStyle, type LabelStyleChange } from '@mapwright/core/document/operations/labels';
import type { Level } from '@mapwright/core/document/schema';
import { DEFAULT_FONT_FAMILY } from '@mapwright/core/document/text-block';
import { pickLabelDivisions1, pickLabelDivisions2 } from './labels';
import { runAction } from '../../actions/run';
import { useLabelUi } from './labelUi';
import { useEditorSelector, useEditorServices } from '../../state/EditorContext';
import { CheckField, ColourField, NumberField, SelectField } from '../../chrome/fields';
import { Panel } from '../../chrome/Panel';
import { useGestureField } from '../../chrome/useGestureField';
import { DivisionList } from './DivisionList';
import { LabelOverrides } from './LabelOverrides';
import { MapLanguageField } from './MapLanguageField';

const WHICH = [
  { value: 'all', label: 'All divisions' },
  { value: 'painted', label: 'Painted divisions' },
  { value: 'data', label: 'Divisions with a data value' },
  { value: 'picked', label: 'Divisions I pick' },
] as const;
const CONTENT = [
  { value: 'name', label: 'Name' },
  { value: 'value', label: 'Data value' },
  { value: 'nameValue', label: 'Name and value' },
] as const;
const SCRIPT = [
  { value: 'latin', label: 'Latin' },
  { value: 'local', label: 'Own script' },
  { value: 'both', label: 'Both, on two lines' },
] as const;
const PRIORITY = [
  { value: 'area', label: 'Larger divisions first' },
  { value: 'value', label: 'Larger values first' },
  { value: 'painted', label: 'Painted divisions first' },
] as const;
/**
 * The families a label may be set in: those every export embeds (core/src/fonts/families.ts). Inter
 * sets Latin, Greek and Cyrillic, and the Noto family of any other script in a name follows it
 * (fontStack), so Inter is the one choice today; a system font would be missing from the PDF.
 */
const FONTS = [{ value: DEFAULT_FONT_FAMILY, label: 'Inter (the map’s font)' }] as const;

/** A slider whose whole drag is one undo step (useGestureField), as the level style's sliders. */
function RangeField({
  label,
  value,
  min,
  max,
  step,
  unit,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  unit: string;
  onChange: (value: number) => void;
}) {
  const id = useId();
  const { editor } = useEditorServices();
  const gesture = useGestureField(editor);
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <span className="inline">
        <input
          id={id}
          type="range"
          min={min}
          max={max}
          step={step}
          value={value}
          aria-valuetext={`${value} ${unit}`}
          {...gesture}
          onChange={(e) => onChange(Number(e.target.value))}
        />
        <span className="panel__note" aria-hidden="true">
          {value}
        </span>
      </span>
    </>
  );
}

/** One level's labels: what is labelled, what a label says, how it looks, what gives way. */
function LevelLabelFields({ level }: { level: Level }) {
  const services = useEditorServices();
  const { editor, geometry } = services;
  const labels = useEditorSelector((s) => s.doc.labels[level]);
  const { picking } = useLabelUi(editor);
  const info = geometry.levels[level];
  const hasLocal = useMemo(() => {
    const divisions = (level === 1 ? geometry.projected.level1 : geometry.projected.level2)?.divisions;
    return (divisions ?? []).some((d) => d.nameLocal !== undefined && d.nameLocal !== d.name);
  }, [geometry, level]);
  const set = (change: LabelStyleChange) => editor.apply(setLabelStyle, level, change);
  const on = labels.visible;
  const levelName = info.label;

  return (
    <fieldset className="level-fields" disabled={!info.available} data-labels-panel={level}>
      <legend>
        {level === 1 ? 'First level' : 'Second level'}: {levelName}
      </legend>
      <label className="check">
        <input
          type="checkbox"
          checked={on}
          data-labels-visible={level}
          onChange={(e) => set({ visible: e.target.checked })}
        />
        Show labels of {levelName.toLowerCase()}
      </label>
      {on && (
        <div className="field-grid">
          <SelectField<LevelLabels['which']>
            label="Label"
            value={labels.which}
            options={WHICH}
            onChange={(which) => set({ which })}
          />
          {labels.which === 'picked' && (
            <>
              <button
                type="button"
                className="button field-grid__full"
                aria-pressed={picking === level}
                data-labels-pick={level}
                onClick={() => runAction(level === 1 ? pickLabelDivisions1 : pickLabelDivisions2, services)}
              >
                {picking === level ? 'Done picking' : 'Pick divisions on the map'}
              </button>
              {picking === level && (
                <p className="panel__note field-grid__full" role="status">
                  A click on a division adds it to the labelled ones, or takes it off.
                </p>
              )}
              <DivisionList level={level} list="picked" title="Picked" ids={labels.picked} />
            </>
          )}
          <SelectField<LevelLabels['content']>
            label="Text"
            value={labels.content}
            options={CONTENT}
            onChange={(content) => set({ content })}
          />
          {hasLocal && labels.content !== 'value' && (
            <SelectField<LevelLabels['script']>
              label="Script"
              value={labels.script}
              options={SCRIPT}
              onChange={(script) => set({ script })}
            />
          )}
          <SelectField<string>
            label="Font"
            value={labels.fontFamily}
            options={
              FONTS.some((f) => f.value === labels.fontFamily)
                ? FONTS
                : [...FONTS, { value: labels.fontFamily, label: labels.fontFamily }]
            }
            onChange={(fontFamily) => set({ fontFamily })}
          />
          <RangeField
            label="Size"
            value={labels.fontSize}
            min={MIN_LABEL_SIZE}
            max={Math.min(MAX_LABEL_SIZE, 48)}
            step={0.5}
            unit="px"
            onChange={(fontSize) => set({ fontSize })}
          />
          <CheckField
            label="Bold"
            checked={labels.fontWeight === 700}
            onChange={(bold) => set({ fontWeight: bold ? 700 : 400 })}
          />
          <CheckField
            label="Upper case"
            checked={labels.uppercase}
            onChange={(uppercase) => set({ uppercase })}
          />
          <ColourField label="Colour" value={labels.color} onChange={(color) => set({ color })} />
          <ColourField
            label="Halo colour"
            value={labels.haloColor}
            onChange={(haloColor) => set({ haloColor })}
          />
          <RangeField
            label="Halo width"
            value={labels.haloWidth}
            min={0}
            max={MAX_HALO_WIDTH}
            step={0.5}
            unit="px"
            onChange={(haloWidth) => set({ haloWidth })}
          />
          <NumberField
            label="Smallest division labelled"
            value={labels.minArea}
            min={0}
            max={100_000}
            step={10}
            unit="px²"
            onChange={(minArea) => set({ minArea })}
          />
          <SelectField<LevelLabels['priority']>
            label="When labels collide, keep"
            value={labels.priority}
            options={PRIORITY}
            onChange={(priority) => set({ priority })}
          />
          <DivisionList level={level} list="callouts" title="Callouts" ids={labels.callouts} />
          <LabelOverrides level={level} />
        </div>
      )}
    </fieldset>
  );
}

/**
 * Division names on the map, per level (decision "Labels in the document: per level, placed by the
 * core, overrides by division"): every field is an operation, a slider's drag one undo step.
 */
export function LabelsPanel() {
  return (
    <Panel title="Labels">
      <MapLanguageField />
      <LevelLabelFields level={1} />
      <LevelLabelFields level={2} />
    </Panel>
  );
}
