import { groupIntoTerritory as groupOperation } from '@mapwright/core/document/operations/territories';
import { unusedFill } from '@mapwright/core/editor/unused-fills';
import type { ElementRef } from '@mapwright/core/document/operations/move-element';
import { defaultTerritoryName, pendingTerritoryName, setPendingTerritoryName } from './territoryUi';
import { selectedDivisions } from '../../state/selectedDivisions';
import type { EditorAction } from '../../actions/types';

/**
 * Groups the selected divisions (click, Shift+click with the Move tool, or "Select all districts of
 * this state") into a new territory named as typed in the Territories section, painted with the
 * current colour unless the map already uses it (then with a colour it does not: unused-fills.ts), so
 * the legend never shows one colour twice: one undo step. Divisions already in a territory move to the new one.
 */
export const groupIntoTerritory: EditorAction = {
  name: 'groupIntoTerritory',
  label: 'Group the selected divisions into a territory',
  icon: 'territory',
  group: 'selection',
  shortcuts: ['G'],
  enabled: ({ editor }) => selectedDivisions(editor) !== null,
  perform: ({ editor }) => {
    const selected = selectedDivisions(editor);
    if (!selected) return;
    const typed = pendingTerritoryName(editor).trim();
    const name = typed || defaultTerritoryName(editor.document.territories.map((t) => t.name));
    editor.apply(groupOperation, {
      name,
      level: selected.level,
      members: selected.ids,
      fill: unusedFill(editor.document, editor.session.colour),
    });
    setPendingTerritoryName(editor, '');
    editor.select(null);
  },
};

/** The state of the selected division (or the selected state itself) as its districts, all selected. */
function stateOfSelection(ctx: Parameters<EditorAction['perform']>[0]): string | undefined {
  const selection = ctx.editor.session.selection;
  if (selection?.kind !== 'division') return undefined;
  if (selection.level === 1) return selection.id;
  return ctx.geometry.projected.level2?.divisions.find((d) => d.id === selection.id)?.parent;
}

/** Selects every district of the selected state (or of the selected district's state). */
export const selectDistrictsOfState: EditorAction = {
  name: 'selectDistrictsOfState',
  label: 'Select all districts of this state',
  icon: 'level2',
  group: 'selection',
  enabled: (ctx) => stateOfSelection(ctx) !== undefined && ctx.geometry.levels[2].available,
  perform: (ctx) => {
    const state = stateOfSelection(ctx);
    const districts = ctx.geometry.projected.level2?.divisions ?? [];
    if (state === undefined) return;
    const refs: ElementRef[] = districts
      .filter((d) => d.parent === state)
      .map((d) => ({ kind: 'division', level: 2, id: d.id }));
    ctx.editor.selectAll(refs);
  },
};
