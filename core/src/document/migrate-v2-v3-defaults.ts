import type { Anchor } from './anchor';
import type { Annotation, AnnotationOfType, AnnotationType } from './annotations';
import type { Layers } from './layers';

/**
 * Version 3's defaults, frozen for the version 2 -> 3 migration: the fields a version-2 annotation
 * lacked take these values, never today's `createAnnotation`, and the layers this order, never
 * today's `defaultLayers`, so a later change to what new maps get cannot change what an old file
 * opens as (decision "Frozen migrations"). They are the values the version-3 editor gave.
 */
const V3_FONT_FAMILY = 'Inter, "Helvetica Neue", Arial, sans-serif';
const INK = '#1a1a1a';
const PAPER = '#ffffff';

export function v3Layers(): Layers {
  return { order: ['map', 'annotations', 'legend', 'titles'], titlesVisible: true };
}

/** A version-3 annotation of a type with its defaults, at an anchor (a note's target: `target`). */
export function v3Annotation<T extends AnnotationType>(
  type: T,
  id: string,
  anchor: Anchor,
  target: Anchor = anchor,
): AnnotationOfType<T> {
  return build(type, { id, name: '', hidden: false, locked: false, anchor }, target) as AnnotationOfType<T>;
}

type Common = Pick<Annotation, 'id' | 'name' | 'hidden' | 'locked' | 'anchor'>;

function build(type: AnnotationType, common: Common, target: Anchor): Annotation {
  switch (type) {
    case 'text':
      return {
        ...common,
        type: 'text',
        text: 'Text',
        fontFamily: V3_FONT_FAMILY,
        fontSize: 24,
        fontWeight: 700,
        italic: false,
        color: INK,
        haloColor: PAPER,
        haloWidth: 3,
        align: 'middle',
        rotation: 0,
      };
    case 'dot':
      return {
        ...common,
        type: 'dot',
        radius: 6,
        fill: '#d55e00',
        borderColor: PAPER,
        borderWidth: 1.5,
        shape: 'circle',
        label: '',
        labelPosition: 'auto',
        labelFontFamily: V3_FONT_FAMILY,
        labelFontSize: 14,
        labelFontWeight: 400,
        labelItalic: false,
        labelColor: INK,
        labelHaloColor: PAPER,
        labelHaloWidth: 2.5,
      };
    case 'note':
      return {
        ...common,
        type: 'note',
        text: 'Note',
        fontFamily: V3_FONT_FAMILY,
        fontSize: 14,
        fontWeight: 400,
        italic: false,
        color: INK,
        fill: PAPER,
        borderColor: INK,
        borderWidth: 1,
        cornerRadius: 4,
        width: 180,
        target: { ...target },
        leaderColor: INK,
        leaderWidth: 1.5,
        leaderStyle: 'straight',
        leaderEnd: 'dot',
      };
    case 'emoji':
      return { ...common, type: 'emoji', emoji: '1f4cd', size: 48, rotation: 0 };
    case 'chart':
      return {
        ...common,
        type: 'chart',
        kind: 'bar',
        rows: [
          { label: 'A', value: 30, color: '#e69f00' },
          { label: 'B', value: 50, color: '#56b4e9' },
          { label: 'C', value: 20, color: '#009e73' },
        ],
        title: '',
        valueLabels: true,
        format: { decimals: null, grouping: 'comma', decimalMark: '.', prefix: '', suffix: '' },
        width: 240,
        height: 160,
        fontFamily: V3_FONT_FAMILY,
        fontSize: 12,
        textColor: INK,
        background: '#ffffffcc',
      };
  }
}
