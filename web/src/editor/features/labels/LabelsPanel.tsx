import { useId, useMemo } from 'react';
import { useLevelNames } from '../../../i18n/levelNames';
import { useTranslation } from 'react-i18next';
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

// The choices' stored values; their shown labels are the catalogue's labels.<list>.<value>.
const WHICH = ['all', 'painted', 'data', 'picked'] as const;
const CONTENT = ['name', 'value', 'nameValue'] as const;
const SCRIPT = ['latin', 'local', 'both'] as const;
const PRIORITY = ['area', 'value', 'painted'] as const;
/**
 * The families a label may be set in: those every export embeds (core/src/fonts/families.ts). Inter
 * sets Latin, Greek and Cyrillic, and the Noto family of any other script in a name follows it
 * (fontStack), so Inter is the one choice today; a system font would be missing from the PDF.
 */
const FONTS = [DEFAULT_FONT_FAMILY] as const;

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
  const { t } = useTranslation('panels');
  const levelNames = useLevelNames();
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
  const levelName = levelNames.name(info.label);

  return (
    <fieldset className="level-fields" disabled={!info.available} data-labels-panel={level}>
      <legend>
        {level === 1 ? t('labels.level1', { name: levelName }) : t('labels.level2', { name: levelName })}
      </legend>
      <label className="check">
        <input
          type="checkbox"
          checked={on}
          data-labels-visible={level}
          onChange={(e) => set({ visible: e.target.checked })}
        />
        {t('labels.show', { level: levelNames.noun(info.label) })}
      </label>
      {on && (
        <div className="field-grid">
          <SelectField<LevelLabels['which']>
            label={t('labels.which.label')}
            value={labels.which}
            options={WHICH.map((value) => ({ value, label: t(`labels.which.${value}`) }))}
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
                {picking === level ? t('labels.donePicking') : t('labels.pick')}
              </button>
              {picking === level && (
                <p className="panel__note field-grid__full" role="status">
                  {t('labels.pickHint')}
                </p>
              )}
              <DivisionList level={level} list="picked" ids={labels.picked} />
            </>
          )}
          <SelectField<LevelLabels['content']>
            label={t('labels.content.label')}
            value={labels.content}
            options={CONTENT.map((value) => ({ value, label: t(`labels.content.${value}`) }))}
            onChange={(content) => set({ content })}
          />
          {hasLocal && labels.content !== 'value' && (
            <SelectField<LevelLabels['script']>
              label={t('labels.script.label')}
              value={labels.script}
              options={SCRIPT.map((value) => ({ value, label: t(`labels.script.${value}`) }))}
              onChange={(script) => set({ script })}
            />
          )}
          <SelectField<string>
            label={t('labels.font')}
            value={labels.fontFamily}
            options={[
              { value: DEFAULT_FONT_FAMILY, label: t('labels.mapFont', { font: DEFAULT_FONT_FAMILY }) },
              // A family from an older document keeps its own name until another is chosen.
              ...(FONTS.some((f) => f === labels.fontFamily)
                ? []
                : [{ value: labels.fontFamily, label: labels.fontFamily }]),
            ]}
            onChange={(fontFamily) => set({ fontFamily })}
          />
          <RangeField
            label={t('common.size')}
            value={labels.fontSize}
            min={MIN_LABEL_SIZE}
            max={Math.min(MAX_LABEL_SIZE, 48)}
            step={0.5}
            unit="px"
            onChange={(fontSize) => set({ fontSize })}
          />
          <CheckField
            label={t('common.bold')}
            checked={labels.fontWeight === 700}
            onChange={(bold) => set({ fontWeight: bold ? 700 : 400 })}
          />
          <CheckField
            label={t('labels.uppercase')}
            checked={labels.uppercase}
            onChange={(uppercase) => set({ uppercase })}
          />
          <ColourField label={t('common.colour')} value={labels.color} onChange={(color) => set({ color })} />
          <ColourField
            label={t('common.haloColour')}
            value={labels.haloColor}
            onChange={(haloColor) => set({ haloColor })}
          />
          <RangeField
            label={t('common.haloWidth')}
            value={labels.haloWidth}
            min={0}
            max={MAX_HALO_WIDTH}
            step={0.5}
            unit="px"
            onChange={(haloWidth) => set({ haloWidth })}
          />
          <NumberField
            label={t('labels.minArea')}
            value={labels.minArea}
            min={0}
            max={100_000}
            step={10}
            unit="px²"
            onChange={(minArea) => set({ minArea })}
          />
          <SelectField<LevelLabels['priority']>
            label={t('labels.priority.label')}
            value={labels.priority}
            options={PRIORITY.map((value) => ({ value, label: t(`labels.priority.${value}`) }))}
            onChange={(priority) => set({ priority })}
          />
          <DivisionList level={level} list="callouts" ids={labels.callouts} />
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
  const { t } = useTranslation('panels');
  return (
    <Panel title={t('labels.title')} id="labels">
      <MapLanguageField />
      <LevelLabelFields level={1} />
      <LevelLabelFields level={2} />
    </Panel>
  );
}
