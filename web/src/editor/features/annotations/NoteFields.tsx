import {
  LEADER_ENDS,
  LEADER_STYLES,
  type LeaderEnd,
  type LeaderStyle,
} from '@mapwright/core/document/annotations';
import { CoordinateFields } from './CoordinateFields';
import { ColourField, FieldGroup, NumberField, SelectField, TextAreaField } from '../../chrome/fields';
import { BorderFields } from './BorderFields';
import { FontFields } from './FontFields';
import type { DocAnnotationOf, Update } from './useAnnotation';

const STYLES: Readonly<Record<LeaderStyle, string>> = {
  straight: 'Straight',
  curved: 'Curved',
  dashed: 'Dashed',
};
const ENDS: Readonly<Record<LeaderEnd, string>> = { arrow: 'Arrowhead', dot: 'Dot', none: 'Nothing' };

/** A note: its text and box, and the leader line to the place it points at (dragged on the map too). */
export function NoteFields({
  annotation,
  update,
}: {
  annotation: DocAnnotationOf<'note'>;
  update: Update<'note'>;
}) {
  return (
    <>
      <FieldGroup title="Note">
        <TextAreaField label="Text" value={annotation.text} onChange={(text) => update({ text })} />
        <FontFields
          size={annotation.fontSize}
          bold={annotation.fontWeight === 700}
          italic={annotation.italic}
          onSize={(fontSize) => update({ fontSize })}
          onBold={(bold) => update({ fontWeight: bold ? 700 : 400 })}
          onItalic={(italic) => update({ italic })}
        />
        <ColourField label="Text colour" value={annotation.color} onChange={(color) => update({ color })} />
        <ColourField label="Box fill" value={annotation.fill} onChange={(fill) => update({ fill })} />
        <BorderFields
          color={annotation.borderColor}
          width={annotation.borderWidth}
          onColor={(borderColor) => update({ borderColor })}
          onWidth={(borderWidth) => update({ borderWidth })}
        />
        <NumberField
          label="Corner radius"
          value={annotation.cornerRadius}
          min={0}
          max={200}
          unit="px"
          onChange={(cornerRadius) => update({ cornerRadius })}
        />
        <NumberField
          label="Width"
          value={annotation.width}
          min={20}
          max={2000}
          unit="px"
          onChange={(width) => update({ width })}
        />
      </FieldGroup>
      <FieldGroup title="Leader line">
        <ColourField
          label="Colour"
          value={annotation.leaderColor}
          onChange={(leaderColor) => update({ leaderColor })}
        />
        <NumberField
          label="Width"
          value={annotation.leaderWidth}
          min={0}
          max={50}
          step={0.5}
          unit="px"
          onChange={(leaderWidth) => update({ leaderWidth })}
        />
        <SelectField
          label="Line"
          value={annotation.leaderStyle}
          options={LEADER_STYLES.map((value) => ({ value, label: STYLES[value] }))}
          onChange={(leaderStyle) => update({ leaderStyle })}
        />
        <SelectField
          label="At the target"
          value={annotation.leaderEnd}
          options={LEADER_ENDS.map((value) => ({ value, label: ENDS[value] }))}
          onChange={(leaderEnd) => update({ leaderEnd })}
        />
        {annotation.target.kind === 'map' && (
          <CoordinateFields
            label="Target"
            lon={annotation.target.lon}
            lat={annotation.target.lat}
            onChange={(lon, lat) => update({ target: { kind: 'map', lon, lat } })}
          />
        )}
      </FieldGroup>
    </>
  );
}
