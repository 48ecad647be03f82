import { CHART_KINDS, type ChartKind } from '@mapwright/core/document/annotations';
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

const KINDS: Readonly<Record<ChartKind, string>> = {
  bar: 'Bars',
  hbar: 'Horizontal bars',
  pie: 'Pie',
  donut: 'Donut',
};

/** A chart: kind, title, size, value labels and their number format, and its data table. */
export function ChartFields({
  annotation,
  update,
}: {
  annotation: DocAnnotationOf<'chart'>;
  update: Update<'chart'>;
}) {
  const format = annotation.format;
  return (
    <>
      <FieldGroup title="Chart">
        <SelectField
          label="Kind"
          value={annotation.kind}
          options={CHART_KINDS.map((value) => ({ value, label: KINDS[value] }))}
          onChange={(kind) => update({ kind })}
        />
        <TextField label="Title" value={annotation.title} onChange={(title) => update({ title })} />
        <NumberField
          label="Width"
          value={annotation.width}
          min={40}
          max={4000}
          unit="px"
          onChange={(width) => update({ width })}
        />
        <NumberField
          label="Height"
          value={annotation.height}
          min={40}
          max={4000}
          unit="px"
          onChange={(height) => update({ height })}
        />
        <NumberField
          label="Font size"
          value={annotation.fontSize}
          min={4}
          max={200}
          unit="px"
          onChange={(fontSize) => update({ fontSize })}
        />
        <ColourField
          label="Text colour"
          value={annotation.textColor}
          onChange={(textColor) => update({ textColor })}
        />
        <CheckField
          label="Background box"
          checked={annotation.background !== null}
          onChange={(on) => update({ background: on ? '#ffffff' : null })}
        />
        {annotation.background !== null && (
          <ColourField
            label="Background"
            value={annotation.background}
            onChange={(background) => update({ background })}
          />
        )}
      </FieldGroup>
      <FieldGroup title="Values">
        <CheckField
          label="Value labels"
          checked={annotation.valueLabels}
          onChange={(valueLabels) => update({ valueLabels })}
        />
        <TextField
          label="Prefix"
          value={format.prefix}
          onChange={(prefix) => update({ format: { ...format, prefix } })}
        />
        <TextField
          label="Suffix"
          value={format.suffix}
          onChange={(suffix) => update({ format: { ...format, suffix } })}
        />
        <SelectField
          label="Decimals"
          value={format.decimals === null ? 'auto' : String(format.decimals)}
          options={[
            { value: 'auto', label: 'Automatic' },
            ...[0, 1, 2, 3].map((n) => ({ value: String(n), label: String(n) })),
          ]}
          onChange={(value) =>
            update({ format: { ...format, decimals: value === 'auto' ? null : Number(value) } })
          }
        />
        <SelectField
          label="Thousands"
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
