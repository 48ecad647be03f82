import { TEXT_ALIGNS } from '@mapwright/core/document/annotations';
import { ColourField, FieldGroup, NumberField, SelectField, TextAreaField } from '../../chrome/fields';
import { FontFields } from './FontFields';
import type { DocAnnotationOf, Update } from './useAnnotation';

const ALIGN_LABELS = { start: 'Left', middle: 'Centre', end: 'Right' } as const;

/** Text: content (several lines), font, colour, halo, alignment, rotation. */
export function TextFields({
  annotation,
  update,
}: {
  annotation: DocAnnotationOf<'text'>;
  update: Update<'text'>;
}) {
  return (
    <FieldGroup title="Text">
      <TextAreaField label="Text" value={annotation.text} onChange={(text) => update({ text })} />
      <FontFields
        size={annotation.fontSize}
        bold={annotation.fontWeight === 700}
        italic={annotation.italic}
        onSize={(fontSize) => update({ fontSize })}
        onBold={(bold) => update({ fontWeight: bold ? 700 : 400 })}
        onItalic={(italic) => update({ italic })}
      />
      <ColourField label="Colour" value={annotation.color} onChange={(color) => update({ color })} />
      <ColourField
        label="Halo"
        value={annotation.haloColor}
        onChange={(haloColor) => update({ haloColor })}
      />
      <NumberField
        label="Halo width"
        value={annotation.haloWidth}
        min={0}
        max={50}
        step={0.5}
        onChange={(haloWidth) => update({ haloWidth })}
      />
      <SelectField
        label="Alignment"
        value={annotation.align}
        options={TEXT_ALIGNS.map((value) => ({ value, label: ALIGN_LABELS[value] }))}
        onChange={(align) => update({ align })}
      />
      <NumberField
        label="Rotation"
        value={annotation.rotation}
        min={-360}
        max={360}
        unit="°"
        onChange={(rotation) => update({ rotation })}
      />
    </FieldGroup>
  );
}
