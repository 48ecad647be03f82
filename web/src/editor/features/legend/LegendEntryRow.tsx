import { useTranslation } from 'react-i18next';
import type { KeyboardEvent, PointerEvent as ReactPointerEvent } from 'react';
import type { LegendEntry } from '@mapwright/core/document/legend-entries';
import { patternIdOf, type Pattern } from '@mapwright/core/document/patterns';
import { Icon } from '../../chrome/icons';
import { fillBackground, useDescribeFill } from '../patterns';

/** A row's name for people and screen readers: its label, or its colour (or pattern) while it has none. */
export function entryName(
  entry: LegendEntry,
  patterns: readonly Pattern[],
  describeFill: (fill: string, patterns: readonly Pattern[]) => string,
): string {
  return entry.label.trim() === '' ? describeFill(entry.colour, patterns) : entry.label;
}

export interface LegendEntryRowProps {
  readonly entry: LegendEntry;
  /** The map's pattern definitions: an entry may be a pattern. */
  readonly patterns: readonly Pattern[];
  readonly index: number;
  readonly count: number;
  /** Vertical shift while a drag is under way (px); `dragging` for the row being dragged. */
  readonly shift: number;
  readonly dragging: boolean;
  readonly gesture: {
    readonly onFocus: () => void;
    readonly onBlur: () => void;
    readonly onPointerUp: () => void;
  };
  readonly onPaint: (colour: string) => void;
  /** A pattern's entry: opens its pattern for editing (decision "A painted pattern is edited in place"). */
  readonly onEditPattern?: (id: string) => void;
  readonly onLabel: (colour: string, label: string) => void;
  /** Moves the entry to place `to` (0 = top). */
  readonly onMove: (colour: string, to: number, focus: 'handle' | 'up' | 'down' | 'label') => void;
  readonly onDragStart: (event: ReactPointerEvent<HTMLElement>, colour: string, index: number) => void;
  readonly onDragMove: (event: ReactPointerEvent<HTMLElement>) => void;
  readonly onDragEnd: (event: ReactPointerEvent<HTMLElement>) => void;
  readonly onDragCancel: () => void;
}

/**
 * One legend entry in the panel: a handle to drag it (or, focused, to move it with the arrow keys), its
 * swatch (paints with it), its label, and move up / move down buttons. Alt+Arrow moves it from anywhere
 * in the row, the label field included.
 */
export function LegendEntryRow(props: LegendEntryRowProps) {
  const { t } = useTranslation('panels');
  const describeFill = useDescribeFill();
  const { entry, index, count, shift, dragging, gesture, onMove } = props;
  const name = entryName(entry, props.patterns, describeFill);
  const fill = describeFill(entry.colour, props.patterns);
  const patternId = patternIdOf(entry.colour);
  const first = index === 0;
  const last = index === count - 1;
  const step = (event: KeyboardEvent, by: -1 | 1, focus: 'handle' | 'up' | 'down' | 'label') => {
    event.preventDefault();
    event.stopPropagation();
    onMove(entry.colour, index + by, focus);
  };

  return (
    <li
      className="legend-list__row"
      data-legend-row={entry.colour}
      data-dragging={dragging || undefined}
      style={shift === 0 ? undefined : { transform: `translateY(${shift}px)` }}
      onKeyDown={(event) => {
        if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
        const target = event.target as HTMLElement;
        const focus =
          (target.dataset.legendFocus as 'handle' | 'up' | 'down' | 'label' | undefined) ?? 'handle';
        step(event, event.key === 'ArrowUp' ? -1 : 1, focus);
      }}
    >
      <button
        type="button"
        className="icon-button legend-list__handle"
        data-legend-focus="handle"
        aria-label={t('legend.reorder', { name, place: index + 1, count })}
        aria-keyshortcuts="ArrowUp ArrowDown"
        title={t('legend.dragTitle')}
        onPointerDown={(event) => props.onDragStart(event, entry.colour, index)}
        onPointerMove={props.onDragMove}
        onPointerUp={props.onDragEnd}
        onPointerCancel={props.onDragCancel}
        onLostPointerCapture={props.onDragCancel}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && dragging) {
            event.preventDefault();
            props.onDragCancel();
          } else if (!event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
            step(event, event.key === 'ArrowUp' ? -1 : 1, 'handle');
          }
        }}
      >
        <Icon name="grip" size={16} />
      </button>
      <button
        type="button"
        className="swatch"
        style={{ background: fillBackground(entry.colour, props.patterns) }}
        aria-label={t('paint.paintWith', { colour: fill })}
        title={t('paint.paintWith', { colour: fill })}
        onClick={() => props.onPaint(entry.colour)}
      />
      <input
        className="field"
        data-legend-focus="label"
        aria-label={t('legend.labelFor', { fill })}
        placeholder={t('legend.addLabel')}
        value={entry.label}
        {...gesture}
        onChange={(e) => props.onLabel(entry.colour, e.target.value)}
      />
      {patternId !== undefined && props.onEditPattern && (
        <button
          type="button"
          className="icon-button"
          aria-label={t('patterns.edit', { name })}
          title={t('legend.editPattern')}
          onClick={() => props.onEditPattern?.(patternId)}
        >
          <Icon name="paint" size={16} />
        </button>
      )}
      <button
        type="button"
        className="icon-button"
        data-legend-focus="up"
        aria-label={t('legend.moveUp', { name })}
        aria-disabled={first || undefined}
        aria-keyshortcuts="Alt+ArrowUp"
        title={t('legend.moveUpTitle')}
        onClick={() => !first && onMove(entry.colour, index - 1, 'up')}
      >
        <Icon name="up" size={16} />
      </button>
      <button
        type="button"
        className="icon-button"
        data-legend-focus="down"
        aria-label={t('legend.moveDown', { name })}
        aria-disabled={last || undefined}
        aria-keyshortcuts="Alt+ArrowDown"
        title={t('legend.moveDownTitle')}
        onClick={() => !last && onMove(entry.colour, index + 1, 'down')}
      >
        <Icon name="down" size={16} />
      </button>
    </li>
  );
}
