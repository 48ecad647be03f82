import fc from 'fast-check';
import { createAnnotation } from '../document/annotation-defaults';
import { createDocument } from '../document/defaults';
import { applyOperation } from '../document/operations/apply-operation';
import { addAnnotation } from '../document/operations/annotations';
import {
  moveLegendEntry,
  recolourLegendEntry,
  setLegendLabel,
  setLegendTitle,
} from '../document/operations/legend';
import { setShow } from '../document/operations/levels';
import { clearDivision, paintDivisions, paintWithPattern } from '../document/operations/paint';
import { DEFAULT_PATTERN_STYLE, PATTERN_KINDS } from '../document/patterns';
import { setTitle } from '../document/operations/text-blocks';
import { coloursInUse } from '../document/legend-entries';
import type { MapDocument } from '../document/schema';

/**
 * Random map documents for round-trip property tests (decision "The legend's order is an
 * array in the document"), made the way users make them: by
 * operations. Division ids are chosen to upset key order: integer-like ("13004", which JavaScript
 * enumerates first and sorted), with a leading zero ("03154"), and plain ("LK-12"); PostgreSQL's jsonb
 * reorders them all. Some documents get a legend order that misses colours in use (a hand-written file).
 * Text is any Unicode but NUL and lone surrogates, which no column can store (the API refuses them).
 */

const divisionId = fc.oneof(
  fc.integer({ min: 0, max: 99_999 }).map(String),
  fc.integer({ min: 1, max: 9_999 }).map((n) => `0${n}`),
  fc.stringMatching(/^[A-Z]{2}-[0-9]{1,3}$/),
);

/** A small palette, so colours repeat, and any #rrggbb. */
const colour = fc.oneof(
  fc.constantFrom('#e69f00', '#56b4e9', '#009e73', '#f0e442', '#0072b2', '#d55e00', '#cc79a7'),
  fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`),
);

const text = fc.string({ unit: 'grapheme', maxLength: 40 });

type Step =
  | {
      readonly kind: 'paint';
      readonly level: 1 | 2;
      readonly ids: readonly string[];
      readonly colour: string;
    }
  | {
      readonly kind: 'pattern';
      readonly level: 1 | 2;
      readonly ids: readonly string[];
      readonly pattern: (typeof PATTERN_KINDS)[number];
      readonly colour: string;
    }
  | { readonly kind: 'clear'; readonly level: 1 | 2; readonly id: string }
  | { readonly kind: 'label'; readonly pick: number; readonly label: string }
  | { readonly kind: 'move'; readonly pick: number; readonly to: number }
  | { readonly kind: 'recolour'; readonly pick: number; readonly colour: string }
  | { readonly kind: 'show'; readonly show: '1' | '2' | 'both' }
  | { readonly kind: 'title'; readonly title: string; readonly legendTitle: string }
  | { readonly kind: 'text'; readonly x: number; readonly y: number; readonly text: string };

const level = fc.constantFrom(1 as const, 2 as const);
const pick = fc.nat({ max: 20 });

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('paint' as const),
      level,
      ids: fc.array(divisionId, { minLength: 1, maxLength: 4 }),
      colour,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('pattern' as const),
      level,
      ids: fc.array(divisionId, { minLength: 1, maxLength: 4 }),
      pattern: fc.constantFrom(...PATTERN_KINDS),
      colour,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('clear' as const), level, id: divisionId }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('label' as const), pick, label: text }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('move' as const), pick, to: fc.integer({ min: -1, max: 10 }) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('recolour' as const), pick, colour }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('show' as const),
      show: fc.constantFrom('1' as const, '2' as const, 'both' as const),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('title' as const), title: text, legendTitle: text }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('text' as const),
      x: fc.integer({ min: 0, max: 1600 }),
      y: fc.integer({ min: 0, max: 900 }),
      text: text.filter((t) => t.trim() !== ''),
    }),
  },
);

function shown(doc: MapDocument, index: number): string | undefined {
  const colours = coloursInUse(doc);
  return colours.length === 0 ? undefined : colours[index % colours.length];
}

function applyStep(doc: MapDocument, s: Step, index: number): MapDocument {
  switch (s.kind) {
    case 'paint':
      return applyOperation(doc, paintDivisions, s.level, s.ids, s.colour);
    case 'pattern': {
      const style = { ...DEFAULT_PATTERN_STYLE, kind: s.pattern, foreground: s.colour };
      return applyOperation(doc, paintWithPattern, s.level, s.ids, style);
    }
    case 'clear':
      return applyOperation(doc, clearDivision, s.level, s.id);
    case 'label': {
      const c = shown(doc, s.pick);
      return c ? applyOperation(doc, setLegendLabel, c, s.label) : doc;
    }
    case 'move': {
      const c = shown(doc, s.pick);
      return c ? applyOperation(doc, moveLegendEntry, c, s.to) : doc;
    }
    case 'recolour': {
      const c = shown(doc, s.pick);
      return c ? applyOperation(doc, recolourLegendEntry, c, s.colour) : doc;
    }
    case 'show':
      return applyOperation(doc, setShow, s.show);
    case 'title':
      return applyOperation(applyOperation(doc, setTitle, s.title), setLegendTitle, s.legendTitle);
    case 'text': {
      const annotation = {
        ...createAnnotation('text', { kind: 'frame', x: s.x, y: s.y }, { id: `t${index}` }),
        text: s.text,
      };
      return applyOperation(doc, addAnnotation, annotation);
    }
  }
}

export interface ArbitraryDocumentOptions {
  /** The countries to draw from (a test site may only have some). */
  readonly countries?: readonly string[];
  readonly maxSteps?: number;
}

export function arbitraryDocument(options: ArbitraryDocumentOptions = {}): fc.Arbitrary<MapDocument> {
  const countries = options.countries ?? ['Germany', 'SriLanka', 'Romania'];
  return fc
    .record({
      country: fc.constantFrom(...countries),
      steps: fc.array(step, { maxLength: options.maxSteps ?? 30 }),
      // Now and then a legend order that lists only some colours, as a hand-written file might.
      forget: fc.option(fc.nat(), { freq: 5 }),
    })
    .map(({ country, steps, forget }) => {
      const doc = steps.reduce<MapDocument>((d, s, i) => applyStep(d, s, i), createDocument(country));
      if (forget === null) return doc;
      const order = doc.legend.order.filter((_, i) => (forget >> i) % 2 === 0);
      return { ...doc, legend: { ...doc.legend, order } };
    });
}
