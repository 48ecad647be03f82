import { useTranslation } from 'react-i18next';
import { TEXT_ALIGNS } from '@mapwright/core/document/annotations';
import { ColourField, FieldGroup, NumberField, SelectField, TextAreaField } from '../../chrome/fields';
import { FontFields } from './FontFields';
import type { DocAnnotationOf, Update } from './useAnnotation';

/** Text: content (several lines), font, colour, halo, alignment, rotation. */
export function TextFields({
  annotation,
  update,
}: {
  annotation: DocAnnotationOf<'text'>;
  update: Update<'text'>;
}) {
  const { t } = useTranslation('panels');
  return (
    <FieldGroup title={t('annotations.type.text')}>
      <TextAreaField
        label={t('annotations.type.text')}
        value={annotation.text}
        onChange={(text) => update({ text })}
      />
      <FontFields
        size={annotation.fontSize}
        bold={annotation.fontWeight === 700}
        italic={annotation.italic}
        onSize={(fontSize) => update({ fontSize })}
        onBold={(bold) => update({ fontWeight: bold ? 700 : 400 })}
        onItalic={(italic) => update({ italic })}
      />
      <ColourField
        label={t('common.colour')}
        value={annotation.color}
        onChange={(color) => update({ color })}
      />
      <ColourField
        label={t('annotations.halo')}
        value={annotation.haloColor}
        onChange={(haloColor) => update({ haloColor })}
      />
      <NumberField
        label={t('common.haloWidth')}
        value={annotation.haloWidth}
        min={0}
        max={50}
        step={0.5}
        onChange={(haloWidth) => update({ haloWidth })}
      />
      <SelectField
        label={t('annotations.align.label')}
        value={annotation.align}
        options={TEXT_ALIGNS.map((value) => ({ value, label: t(`annotations.align.${value}`) }))}
        onChange={(align) => update({ align })}
      />
      <NumberField
        label={t('annotations.rotation')}
        value={annotation.rotation}
        min={-360}
        max={360}
        unit="°"
        onChange={(rotation) => update({ rotation })}
      />
    </FieldGroup>
  );
}
