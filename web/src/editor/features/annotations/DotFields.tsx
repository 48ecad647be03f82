import {
  DOT_SHAPES,
  LABEL_POSITIONS,
  type DotShape,
  type LabelPosition,
} from '@mapwright/core/document/annotations';
import { ColourField, FieldGroup, NumberField, SelectField, TextField } from '../../chrome/fields';
import { BorderFields } from './BorderFields';
import { FontFields } from './FontFields';
import { CoordinateFields } from './CoordinateFields';
import type { DocAnnotationOf, Update } from './useAnnotation';

const SHAPES: Readonly<Record<DotShape, string>> = {
  circle: 'Circle',
  square: 'Square',
  triangle: 'Triangle',
  star: 'Star',
  pin: 'Pin',
};
const POSITIONS: Readonly<Record<LabelPosition, string>> = {
  auto: 'Automatic',
  above: 'Above',
  below: 'Below',
  left: 'Left',
  right: 'Right',
};

/** A dot: where (typed longitude and latitude), its shape and colours, its label and the label's style. */
export function DotFields({
  annotation,
  update,
}: {
  annotation: DocAnnotationOf<'dot'>;
  update: Update<'dot'>;
}) {
  return (
    <>
      <FieldGroup title="Dot">
        {annotation.anchor.kind === 'map' && (
          <CoordinateFields
            lon={annotation.anchor.lon}
            lat={annotation.anchor.lat}
            onChange={(lon, lat) => update({ anchor: { kind: 'map', lon, lat } })}
          />
        )}
        <SelectField
          label="Shape"
          value={annotation.shape}
          options={DOT_SHAPES.map((value) => ({ value, label: SHAPES[value] }))}
          onChange={(shape) => update({ shape })}
        />
        <NumberField
          label="Radius"
          value={annotation.radius}
          min={0.5}
          max={200}
          step={0.5}
          unit="px"
          onChange={(radius) => update({ radius })}
        />
        <ColourField label="Fill" value={annotation.fill} onChange={(fill) => update({ fill })} />
        <BorderFields
          color={annotation.borderColor}
          width={annotation.borderWidth}
          onColor={(borderColor) => update({ borderColor })}
          onWidth={(borderWidth) => update({ borderWidth })}
        />
      </FieldGroup>
      <FieldGroup title="Label">
        <TextField label="Label" value={annotation.label} onChange={(label) => update({ label })} />
        <SelectField
          label="Position"
          value={annotation.labelPosition}
          options={LABEL_POSITIONS.map((value) => ({ value, label: POSITIONS[value] }))}
          onChange={(labelPosition) => update({ labelPosition })}
        />
        <FontFields
          label="Label size"
          size={annotation.labelFontSize}
          bold={annotation.labelFontWeight === 700}
          italic={annotation.labelItalic}
          onSize={(labelFontSize) => update({ labelFontSize })}
          onBold={(bold) => update({ labelFontWeight: bold ? 700 : 400 })}
          onItalic={(labelItalic) => update({ labelItalic })}
        />
        <ColourField
          label="Label colour"
          value={annotation.labelColor}
          onChange={(labelColor) => update({ labelColor })}
        />
        <ColourField
          label="Label halo"
          value={annotation.labelHaloColor}
          onChange={(labelHaloColor) => update({ labelHaloColor })}
        />
        <NumberField
          label="Halo width"
          value={annotation.labelHaloWidth}
          min={0}
          max={50}
          step={0.5}
          unit="px"
          onChange={(labelHaloWidth) => update({ labelHaloWidth })}
        />
      </FieldGroup>
    </>
  );
}
