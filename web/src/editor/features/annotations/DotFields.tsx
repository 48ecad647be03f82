import { useTranslation } from 'react-i18next';
import { DOT_SHAPES, LABEL_POSITIONS } from '@mapwright/core/document/annotations';
import { ColourField, FieldGroup, NumberField, SelectField, TextField } from '../../chrome/fields';
import { BorderFields } from './BorderFields';
import { FontFields } from './FontFields';
import { CoordinateFields } from './CoordinateFields';
import type { DocAnnotationOf, Update } from './useAnnotation';

/** A dot: where (typed longitude and latitude), its shape and colours, its label and the label's style. */
export function DotFields({
  annotation,
  update,
}: {
  annotation: DocAnnotationOf<'dot'>;
  update: Update<'dot'>;
}) {
  const { t } = useTranslation('panels');
  return (
    <>
      <FieldGroup title={t('annotations.type.dot')}>
        {annotation.anchor.kind === 'map' && (
          <CoordinateFields
            lon={annotation.anchor.lon}
            lat={annotation.anchor.lat}
            onChange={(lon, lat) => update({ anchor: { kind: 'map', lon, lat } })}
          />
        )}
        <SelectField
          label={t('annotations.shape.label')}
          value={annotation.shape}
          options={DOT_SHAPES.map((value) => ({ value, label: t(`annotations.shape.${value}`) }))}
          onChange={(shape) => update({ shape })}
        />
        <NumberField
          label={t('annotations.radius')}
          value={annotation.radius}
          min={0.5}
          max={200}
          step={0.5}
          unit="px"
          onChange={(radius) => update({ radius })}
        />
        <ColourField
          label={t('territories.fill')}
          value={annotation.fill}
          onChange={(fill) => update({ fill })}
        />
        <BorderFields
          color={annotation.borderColor}
          width={annotation.borderWidth}
          onColor={(borderColor) => update({ borderColor })}
          onWidth={(borderWidth) => update({ borderWidth })}
        />
      </FieldGroup>
      <FieldGroup title={t('annotations.label')}>
        <TextField
          label={t('annotations.label')}
          value={annotation.label}
          onChange={(label) => update({ label })}
        />
        <SelectField
          label={t('annotations.position.label')}
          value={annotation.labelPosition}
          options={LABEL_POSITIONS.map((value) => ({ value, label: t(`annotations.position.${value}`) }))}
          onChange={(labelPosition) => update({ labelPosition })}
        />
        <FontFields
          label={t('time.labelSize')}
          size={annotation.labelFontSize}
          bold={annotation.labelFontWeight === 700}
          italic={annotation.labelItalic}
          onSize={(labelFontSize) => update({ labelFontSize })}
          onBold={(bold) => update({ labelFontWeight: bold ? 700 : 400 })}
          onItalic={(labelItalic) => update({ labelItalic })}
        />
        <ColourField
          label={t('time.labelColour')}
          value={annotation.labelColor}
          onChange={(labelColor) => update({ labelColor })}
        />
        <ColourField
          label={t('annotations.labelHalo')}
          value={annotation.labelHaloColor}
          onChange={(labelHaloColor) => update({ labelHaloColor })}
        />
        <NumberField
          label={t('common.haloWidth')}
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
