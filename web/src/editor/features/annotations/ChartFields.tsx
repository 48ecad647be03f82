import { useTranslation } from 'react-i18next';
import { CHART_KINDS } from '@mapwright/core/document/annotations';
import { ChartTable } from './ChartTable';
import {
  CheckField,
  ColourField,
  FieldGroup,
  NumberField,
  SelectField,
  TextField,
} from '../../chrome/fields';
import type { DocAnnotationOf, Update } from './useAnnotation';

/** A chart: kind, title, size, value labels and their number format, and its data table. */
export function ChartFields({
  annotation,
  update,
}: {
  annotation: DocAnnotationOf<'chart'>;
  update: Update<'chart'>;
}) {
  const { t } = useTranslation('panels');
  const format = annotation.format;
  return (
    <>
      <FieldGroup title={t('annotations.type.chart')}>
        <SelectField
          label={t('annotations.chart.kind')}
          value={annotation.kind}
          options={CHART_KINDS.map((value) => ({ value, label: t(`annotations.chart.kinds.${value}`) }))}
          onChange={(kind) => update({ kind })}
        />
        <TextField
          label={t('texts.title.label')}
          value={annotation.title}
          onChange={(title) => update({ title })}
        />
        <NumberField
          label={t('annotations.width')}
          value={annotation.width}
          min={40}
          max={4000}
          unit="px"
          onChange={(width) => update({ width })}
        />
        <NumberField
          label={t('annotations.height')}
          value={annotation.height}
          min={40}
          max={4000}
          unit="px"
          onChange={(height) => update({ height })}
        />
        <NumberField
          label={t('annotations.fontSize')}
          value={annotation.fontSize}
          min={4}
          max={200}
          unit="px"
          onChange={(fontSize) => update({ fontSize })}
        />
        <ColourField
          label={t('annotations.textColour')}
          value={annotation.textColor}
          onChange={(textColor) => update({ textColor })}
        />
        <CheckField
          label={t('annotations.chart.backgroundBox')}
          checked={annotation.background !== null}
          onChange={(on) => update({ background: on ? '#ffffff' : null })}
        />
        {annotation.background !== null && (
          <ColourField
            label={t('patterns.background')}
            value={annotation.background}
            onChange={(background) => update({ background })}
          />
        )}
      </FieldGroup>
      <FieldGroup title={t('annotations.chart.values')}>
        <CheckField
          label={t('annotations.chart.valueLabels')}
          checked={annotation.valueLabels}
          onChange={(valueLabels) => update({ valueLabels })}
        />
        <TextField
          label={t('annotations.chart.prefix')}
          value={format.prefix}
          onChange={(prefix) => update({ format: { ...format, prefix } })}
        />
        <TextField
          label={t('annotations.chart.suffix')}
          value={format.suffix}
          onChange={(suffix) => update({ format: { ...format, suffix } })}
        />
        <SelectField
          label={t('annotations.chart.decimals')}
          value={format.decimals === null ? 'auto' : String(format.decimals)}
          options={[
            { value: 'auto', label: t('annotations.position.auto') },
            ...[0, 1, 2, 3].map((n) => ({ value: String(n), label: String(n) })),
          ]}
          onChange={(value) =>
            update({ format: { ...format, decimals: value === 'auto' ? null : Number(value) } })
          }
        />
        <SelectField
          label={t('annotations.chart.thousands')}
          value={format.grouping}
          options={[
            { value: 'locale', label: "As the map's language" },
            { value: 'comma', label: '1,000' },
            { value: 'period', label: '1.000' },
            { value: 'space', label: '1 000' },
            { value: 'none', label: '1000' },
          ]}
          onChange={(grouping) => update({ format: { ...format, grouping } })}
        />
      </FieldGroup>
      <ChartTable rows={annotation.rows} onChange={(rows) => update({ rows })} />
    </>
  );
}
