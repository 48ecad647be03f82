import type { Immutable } from 'immer';
import type { LevelLabels } from '../document/labels';
import type { MapDocument } from '../document/schema';
import { fontStack } from '../fonts/font-stack';
import { svgNode, type SvgNode } from '../render/svg-tree';
import type { PlacedLabel } from './place';
import { territoryLabelStyle, type PlacedTerritoryLabel } from './territory-labels';
import type { ZoomInsetLabel } from './zoom-inset-labels';

/** Frame pixels to 1/100 px: finer is invisible and keeps the markup short. */
const px = (value: number) => Math.round(value * 100) / 100 || 0;

/**
 * The placed labels as one group in frame coordinates (`g[data-element="labels"]`), a group per level
 * (`g[data-labels-level]`) with the level's style, and per label a real <text> (selectable in SVG, text
 * in the PDF) with `data-label` and `data-level`, two lines as <tspan>s. The halo is a stroke painted
 * under the fill with round joins; the font-family is the level's with the Noto families each text's
 * scripts need. A callout's leader line (`path[data-leader]`) is drawn under the texts. The labels of
 * zoom insets' copies follow in their level's group, with `data-zoom-label` (not `data-label`: the
 * screen's label hit tests and drags are the map's labels'). Territory names come last, on top
 * (`g[data-labels-territories]`, a <text> per name with `data-territory-label`).
 */
export function renderLabels(
  doc: MapDocument,
  labels: readonly PlacedLabel[],
  territories: readonly PlacedTerritoryLabel[] = [],
  zoomLabels: readonly ZoomInsetLabel[] = [],
): SvgNode {
  const groups: SvgNode[] = [];
  for (const level of [1, 2] as const) {
    const own = labels.filter((label) => label.level === level);
    const zoomed = zoomLabels.filter((label) => label.level === level);
    if (own.length === 0 && zoomed.length === 0) continue;
    const style = doc.labels[level];
    const leaders = own.flatMap((label) =>
      label.leader
        ? [
            svgNode('path', `leader:${label.id}`, {
              d: `M${px(label.leader[0])} ${px(label.leader[1])}L${px(label.leader[2])} ${px(label.leader[3])}`,
              'data-leader': label.id,
              fill: 'none',
              stroke: style.color,
              'stroke-width': px(Math.max(0.75, style.fontSize / 12)),
              'stroke-linecap': 'round',
            }),
          ]
        : [],
    );
    const text = (label: PlacedLabel, key: string, marks: Record<string, string | number>) => {
      const attrs = {
        x: px(label.x),
        y: px(label.y),
        'font-family': fontStack(style.fontFamily, label.lines.join(' '), doc.country),
        ...marks,
        'data-level': level,
      };
      if (label.lines.length === 1) return svgNode('text', key, attrs, label.lines[0] ?? '');
      const tspans = label.lines.map((line, i) =>
        svgNode('tspan', `${key}:${i}`, { x: px(label.x), y: px(label.y + i * label.lineHeight) }, line),
      );
      return svgNode('text', key, attrs, tspans);
    };
    const texts = [
      ...own.map((label) => text(label, `label:${label.id}`, { 'data-label': label.id })),
      ...zoomed.map((label) =>
        text(label, `zoom-label:${label.inset}:${label.id}`, {
          'data-zoom-label': label.id,
          'data-zoom-label-inset': label.inset,
        }),
      ),
    ];
    groups.push(
      svgNode('g', `labels:${level}`, { 'data-labels-level': level, ...groupStyle(style) }, [
        ...leaders,
        ...texts,
      ]),
    );
  }
  if (territories.length > 0) groups.push(renderTerritoryNames(doc, territories));
  return svgNode('g', 'labels', { 'data-element': 'labels' }, groups);
}

function renderTerritoryNames(doc: MapDocument, names: readonly PlacedTerritoryLabel[]): SvgNode {
  const style = territoryLabelStyle(doc);
  const texts = names.map((name) => {
    const attrs = {
      x: px(name.x),
      y: px(name.y),
      'font-family': fontStack(style.fontFamily, name.lines.join(' '), doc.country),
      'data-territory-label': name.id,
    };
    if (name.lines.length === 1)
      return svgNode('text', `territory-label:${name.id}`, attrs, name.lines[0] ?? '');
    const tspans = name.lines.map((line, i) =>
      svgNode(
        'tspan',
        `territory-label:${name.id}:${i}`,
        { x: px(name.x), y: px(name.y + i * name.lineHeight) },
        line,
      ),
    );
    return svgNode('text', `territory-label:${name.id}`, attrs, tspans);
  });
  return svgNode('g', 'labels:territories', { 'data-labels-territories': '', ...groupStyle(style) }, texts);
}

/** A group's text style: size, weight, colour, centred, the halo a stroke painted under the fill. */
function groupStyle(style: Immutable<LevelLabels>) {
  const halo = style.haloWidth > 0;
  return {
    'font-size': style.fontSize,
    'font-weight': style.fontWeight,
    fill: style.color,
    'text-anchor': 'middle',
    stroke: halo ? style.haloColor : undefined,
    'stroke-width': halo ? px(style.haloWidth * 2) : undefined,
    'stroke-linejoin': halo ? 'round' : undefined,
    'paint-order': halo ? 'stroke' : undefined,
    'pointer-events': 'none',
  };
}
