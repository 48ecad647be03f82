import { useTranslation } from 'react-i18next';
import { LEADER_ENDS, LEADER_STYLES } from '@mapwright/core/document/annotations';
import { CoordinateFields } from './CoordinateFields';
import { ColourField, FieldGroup, NumberField, SelectField, TextAreaField } from '../../chrome/fields';
import { BorderFields } from './BorderFields';
import { FontFields } from './FontFields';
import type { DocAnnotationOf, Update } from './useAnnotation';

/** A note: its text and box, and the leader line to the place it points at (dragged on the map too). */
export function NoteFields({
  annotation,
  update,
}: {
  annotation: DocAnnotationOf<'note'>;
  update: Update<'note'>;
}) {
  const { t } = useTranslation('panels');
  return (
    <>
      <FieldGroup title={t('annotations.type.note')}>
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
          label={t('annotations.textColour')}
          value={annotation.color}
          onChange={(color) => update({ color })}
        />
        <ColourField
          label={t('annotations.boxFill')}
          value={annotation.fill}
          onChange={(fill) => update({ fill })}
        />
        <BorderFields
          color={annotation.borderColor}
          width={annotation.borderWidth}
          onColor={(borderColor) => update({ borderColor })}
          onWidth={(borderWidth) => update({ borderWidth })}
        />
        <NumberField
          label={t('annotations.cornerRadius')}
          value={annotation.cornerRadius}
          min={0}
          max={200}
          unit="px"
          onChange={(cornerRadius) => update({ cornerRadius })}
        />
        <NumberField
          label={t('annotations.width')}
          value={annotation.width}
          min={20}
          max={2000}
          unit="px"
          onChange={(width) => update({ width })}
        />
      </FieldGroup>
      <FieldGroup title={t('annotations.leader.title')}>
        <ColourField
          label={t('common.colour')}
          value={annotation.leaderColor}
          onChange={(leaderColor) => update({ leaderColor })}
        />
        <NumberField
          label={t('annotations.width')}
          value={annotation.leaderWidth}
          min={0}
          max={50}
          step={0.5}
          unit="px"
          onChange={(leaderWidth) => update({ leaderWidth })}
        />
        <SelectField
          label={t('annotations.leader.line')}
          value={annotation.leaderStyle}
          options={LEADER_STYLES.map((value) => ({ value, label: t(`annotations.leader.style.${value}`) }))}
          onChange={(leaderStyle) => update({ leaderStyle })}
        />
        <SelectField
          label={t('annotations.leader.atTarget')}
          value={annotation.leaderEnd}
          options={LEADER_ENDS.map((value) => ({ value, label: t(`annotations.leader.end.${value}`) }))}
          onChange={(leaderEnd) => update({ leaderEnd })}
        />
        {annotation.target.kind === 'map' && (
          <CoordinateFields
            label={t('annotations.target')}
            lon={annotation.target.lon}
            lat={annotation.target.lat}
            onChange={(lon, lat) => update({ target: { kind: 'map', lon, lat } })}
          />
        )}
      </FieldGroup>
    </>
  );
}
