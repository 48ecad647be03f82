import type { Anchor } from './anchor';
import type {
  Annotation,
  AnnotationOfType,
  AnnotationType,
  ChartAnnotation,
  DotAnnotation,
  EmojiAnnotation,
  NoteAnnotation,
  TextAnnotation,
} from './annotations';
import { DEFAULT_NUMBER_FORMAT } from './data-layers';
import { DEFAULT_FONT_FAMILY } from './text-block';

export interface CreateAnnotationOptions {
  /** Defaults to a new random id (newAnnotationId). */
  readonly id?: string;
  /** A note's leader-line target (the editor gives a map anchor); defaults to the anchor itself. */
  readonly target?: Anchor;
}

/** The emoji a new emoji annotation shows: 📍 (round pushpin). */
export const DEFAULT_EMOJI = '1f4cd';

const INK = '#1a1a1a';
const PAPER = '#ffffff';

/** A fresh id, unlike any other with overwhelming likelihood; callers still check for clashes. */
export function newAnnotationId(taken?: ReadonlySet<string>): string {
  for (;;) {
    const id = `a${Math.random().toString(36).slice(2, 10)}`;
    if (id.length > 4 && !taken?.has(id)) return id;
  }
}

/**
 * A new annotation of a type with the look a user would expect from MapChart or Datawrapper: dark
 * text with a white halo, a red dot with a white border, a white note box with a thin dark border, a
 * bar chart with three sample rows to edit. Sizes are frame pixels.
 */
export function createAnnotation<T extends AnnotationType>(
  type: T,
  anchor: Anchor,
  options: CreateAnnotationOptions = {},
): AnnotationOfType<T> {
  const common = { id: options.id ?? newAnnotationId(), name: '', hidden: false, locked: false, anchor };
  return build(type, common, options) as AnnotationOfType<T>;
}

type Common = Pick<Annotation, 'id' | 'name' | 'hidden' | 'locked' | 'anchor'>;

function build(type: AnnotationType, common: Common, options: CreateAnnotationOptions): Annotation {
  switch (type) {
    case 'text':
      return {
        ...common,
        type: 'text',
        text: 'Text',
        fontFamily: DEFAULT_FONT_FAMILY,
        fontSize: 24,
        fontWeight: 700,
        italic: false,
        color: INK,
        haloColor: PAPER,
        haloWidth: 3,
        align: 'middle',
        rotation: 0,
      } satisfies TextAnnotation;
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
        labelFontFamily: DEFAULT_FONT_FAMILY,
        labelFontSize: 14,
        labelFontWeight: 400,
        labelItalic: false,
        labelColor: INK,
        labelHaloColor: PAPER,
        labelHaloWidth: 2.5,
      } satisfies DotAnnotation;
    case 'note': {
      const target = options.target ?? common.anchor;
      return {
        ...common,
        type: 'note',
        text: 'Note',
        fontFamily: DEFAULT_FONT_FAMILY,
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
      } satisfies NoteAnnotation;
    }
    case 'emoji':
      return {
        ...common,
        type: 'emoji',
        emoji: DEFAULT_EMOJI,
        size: 48,
        rotation: 0,
      } satisfies EmojiAnnotation;
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
        format: { ...DEFAULT_NUMBER_FORMAT },
        width: 240,
        height: 160,
        fontFamily: DEFAULT_FONT_FAMILY,
        fontSize: 12,
        textColor: INK,
        background: '#ffffffcc',
      } satisfies ChartAnnotation;
  }
}
