import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXAMPLE_TERRITORIES, territoryTableExample } from '@mapwright/core/data/examples';
import { DivisionMatcher } from '@mapwright/core/data/match';
import { territoryGroupsFromTable } from '@mapwright/core/data/territory-table';
import {
  addToTerritory,
  dissolveTerritory,
  fillTerritoryWithPattern,
  groupIntoTerritories,
  removeFromTerritory,
  renameTerritory,
  setTerritoryHeat,
  setTerritoryLabels,
  setTerritoryStyle,
  setTerritoryValues,
} from '@mapwright/core/document/operations/territories';
import { patternOfFill } from '@mapwright/core/document/patterns';
import type { Level } from '@mapwright/core/document/schema';
import type { Territory, TerritoryHeat } from '@mapwright/core/document/territories';
import { unusedFills } from '@mapwright/core/editor/unused-fills';
import type { Immutable } from 'immer';
import { groupIntoTerritory, selectDistrictsOfState } from './territories';
import { selectAreaTool } from '../../actions/tools';
import { ActionButton } from '../../chrome/ActionButton';
import { useEditorSelector, useEditorServices } from '../../state/EditorContext';
import { useTouchEditor } from '../../state/inputMode';
import { pendingTerritoryName, setPendingTerritoryName } from './territoryUi';
import { selectedDivisions } from '../../state/selectedDivisions';
import { levelDivisions } from '../data';
import { Panel } from '../../chrome/Panel';
import { useGestureField } from '../../chrome/useGestureField';
import { useDescribeFill } from '../patterns';

/**
 * Territories: divisions grouped under a name, drawn as one shape with its outer border (decision
 * "Territories are unions made from the topology"). Select divisions on the map with the Move tool
 * (click, Shift+click, or all districts of a state), name the group and group them; or paste a table
 * of divisions and group names. Each territory is renamed, recoloured, restyled, given or relieved of
 * the selected divisions, or dissolved here; each of these is one undo step.
 */
export function TerritoriesPanel() {
  const { t } = useTranslation('panels');
  const services = useEditorServices();
  const { editor } = services;
  const touch = useTouchEditor();
  const territories = useEditorSelector((s) => s.doc.territories);
  const selected = useEditorSelector(
    (s) => s.session.selected,
    (a, b) => a === b,
  );
  const selection = useMemo(
    () => (selected.length > 0 ? selectedDivisions(editor) : null),
    [editor, selected],
  );
  const [name, setName] = useState(() => pendingTerritoryName(editor));
  const id = useId();

  return (
    <Panel title={t('territories.title')} id="territories">
      <p className="panel__note">
        {selection
          ? t('territories.selected', { count: selection.ids.length })
          : touch
            ? t('territories.selectHintTouch')
            : t('territories.selectHint')}
      </p>
      <label className="stacked">
        <span className="panel__label">{t('territories.newName')}</span>
        <input
          id={`${id}-name`}
          className="field"
          value={name}
          placeholder={t('territories.example', { name: EXAMPLE_TERRITORIES.north })}
          onChange={(e) => {
            setName(e.target.value);
            setPendingTerritoryName(editor, e.target.value);
          }}
        />
      </label>
      <div className="field-row">
        <ActionButton action={selectAreaTool} ctx={services} text={t('territories.selectArea')} />
        <ActionButton action={groupIntoTerritory} ctx={services} text={t('territories.group')} />
        <ActionButton action={selectDistrictsOfState} ctx={services} text={t('territories.allDistricts')} />
      </div>
      {territories.length > 0 && (
        <ul className="territory-list" aria-label={t('territories.list')}>
          {territories.map((territory) => (
            <TerritoryRow key={territory.id} territory={territory} selection={selection} />
          ))}
        </ul>
      )}
      <TerritoryNamesField />
      <TerritoryHeatField />
      <TerritoryTableImport />
    </Panel>
  );
}

function TerritoryRow({
  territory,
  selection,
}: {
  territory: Immutable<Territory>;
  selection: { level: Level; ids: string[] } | null;
}) {
  const { t } = useTranslation('panels');
  const describeFill = useDescribeFill();
  const { editor } = useEditorServices();
  const gesture = useGestureField(editor);
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const sameLevel = selection !== null && selection.level === territory.level;
  const members = new Set(territory.members);
  const canRemove = sameLevel && selection.ids.some((m) => members.has(m));
  const canAdd = sameLevel && selection.ids.some((m) => !members.has(m));
  // The pattern the Colour panel paints with, if any: a territory can be filled with it too.
  const pattern = useEditorSelector((s) => s.session.pattern);
  const patterns = useEditorSelector((s) => s.doc.patterns);
  const hatchedBy = patternOfFill(patterns, territory.fill);
  const ownValues = useEditorSelector((s) => s.doc.territoryHeat === 'own');
  return (
    <li className="territory-row" data-territory-row={territory.id}>
      <input
        className="field"
        aria-label={t('territories.nameOf', { name: territory.name })}
        value={draft ?? territory.name}
        {...gesture}
        onChange={(e) => {
          setDraft(e.target.value);
          // An empty name is not a name: the field waits for one, the territory keeps its last.
          if (e.target.value.trim() !== '') editor.apply(renameTerritory, territory.id, e.target.value);
        }}
        onBlur={() => {
          setDraft(null);
          editor.mark();
        }}
      />
      <div className="field-grid">
        <label htmlFor={`${id}-fill`}>{t('territories.fill')}</label>
        <input
          id={`${id}-fill`}
          type="color"
          value={(hatchedBy?.foreground ?? territory.fill).slice(0, 7)}
          {...gesture}
          onChange={(e) => editor.apply(setTerritoryStyle, territory.id, { fill: e.target.value })}
        />
        <label htmlFor={`${id}-border`}>{t('common.borderColour')}</label>
        <input
          id={`${id}-border`}
          type="color"
          value={territory.borderColor.slice(0, 7)}
          {...gesture}
          onChange={(e) => editor.apply(setTerritoryStyle, territory.id, { borderColor: e.target.value })}
        />
        <label htmlFor={`${id}-width`}>{t('common.borderWidth')}</label>
        <input
          id={`${id}-width`}
          type="range"
          min={0}
          max={8}
          step={0.25}
          value={territory.borderWidth}
          {...gesture}
          onChange={(e) =>
            editor.apply(setTerritoryStyle, territory.id, { borderWidth: Number(e.target.value) })
          }
        />
      </div>
      <div className="field-row">
        <span className="panel__note" data-territory-fill={territory.id}>
          {hatchedBy ? describeFill(territory.fill, patterns) : t('territories.filledColour')}
        </span>
        <button
          type="button"
          className="button"
          disabled={pattern === null}
          title={pattern === null ? t('territories.choosePattern') : undefined}
          onClick={() => pattern && editor.apply(fillTerritoryWithPattern, territory.id, pattern)}
        >
          {t('territories.fillPattern')}
        </button>
      </div>
      {ownValues && <TerritoryValueField territory={territory} />}
      <p className="panel__note">
        {t('territories.members', { count: territory.members.length, level: territory.level })}
      </p>
      <div className="field-row">
        <button
          type="button"
          className="button"
          disabled={!canAdd}
          onClick={() => selection && editor.apply(addToTerritory, territory.id, selection.ids)}
        >
          {t('territories.addSelected')}
        </button>
        <button
          type="button"
          className="button"
          disabled={!canRemove}
          onClick={() => selection && editor.apply(removeFromTerritory, territory.id, selection.ids)}
        >
          {t('territories.removeSelected')}
        </button>
        <button
          type="button"
          className="button"
          aria-label={t('territories.dissolveName', { name: territory.name })}
          onClick={() => editor.apply(dissolveTerritory, territory.id)}
        >
          {t('territories.dissolve')}
        </button>
      </div>
    </li>
  );
}

/** Whether each territory's name is drawn on the map (its members' own labels making way for it). */
function TerritoryNamesField() {
  const { t } = useTranslation('panels');
  const { editor } = useEditorServices();
  const shown = useEditorSelector((s) => s.doc.territoryLabels);
  return (
    <label className="check">
      <input
        type="checkbox"
        checked={shown}
        onChange={(e) => editor.apply(setTerritoryLabels, e.target.checked)}
      />
      {t('territories.names')}
    </label>
  );
}

/** The stored choices; each is shown as the catalogue's territories.heat.<value>. */
const HEAT_CHOICES: readonly TerritoryHeat[] = ['off', 'sum', 'mean', 'own'];

/**
 * A territory's own value, for a heat map drawn with one value per territory: typed here (one undo
 * step from focus to blur) or imported from the Data section's table. Emptied, it has no data.
 */
function TerritoryValueField({ territory }: { territory: Immutable<Territory> }) {
  const { t } = useTranslation('panels');
  const { editor } = useEditorServices();
  const gesture = useGestureField(editor);
  const [draft, setDraft] = useState<string | null>(null);
  const id = useId();
  return (
    <label className="inline" htmlFor={`${id}-value`}>
      <span>{t('territories.value')}</span>
      <input
        id={`${id}-value`}
        className="field"
        type="number"
        inputMode="decimal"
        aria-label={t('territories.valueOf', { name: territory.name })}
        value={draft ?? (territory.value === undefined ? '' : String(territory.value))}
        {...gesture}
        onChange={(e) => {
          setDraft(e.target.value);
          const text = e.target.value.trim();
          const value = text === '' ? null : Number(text);
          // A number being typed ("1e", "-") waits until it is one.
          if (value === null || Number.isFinite(value))
            editor.apply(setTerritoryValues, { [territory.id]: value });
        }}
        onBlur={() => {
          setDraft(null);
          editor.mark();
        }}
      />
    </label>
  );
}

/** Whether the heat map is drawn by division or by territory (its divisions' values summed or averaged). */
function TerritoryHeatField() {
  const { t } = useTranslation('panels');
  const { editor } = useEditorServices();
  const mode = useEditorSelector((s) => s.doc.territoryHeat);
  const heatOn = useEditorSelector((s) => s.doc.heatMap.active);
  const id = useId();
  return (
    <label className="stacked" htmlFor={`${id}-heat`}>
      <span className="panel__label">{t('territories.heat.label')}</span>
      <select
        id={`${id}-heat`}
        aria-label={t('territories.heat.label')}
        className="field"
        value={mode}
        onChange={(e) => editor.apply(setTerritoryHeat, e.target.value as TerritoryHeat)}
      >
        {HEAT_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {t(`territories.heat.${choice}`)}
          </option>
        ))}
      </select>
      {mode === 'own' && <span className="panel__note">{t('territories.ownHint')}</span>}
      {!heatOn && mode !== 'off' && <span className="panel__note">{t('territories.heatOff')}</span>}
    </label>
  );
}

/** A pasted two-column table (division, territory) makes one territory per group name: one undo step. */
function TerritoryTableImport() {
  const { t } = useTranslation('panels');
  const { editor, geometry } = useEditorServices();
  const activeLevel = useEditorSelector((s) => s.doc.activeLevel);
  const [text, setText] = useState('');
  const [report, setReport] = useState('');
  const id = useId();
  // The example names this map's own divisions (issue 42, item 8), the overseas ones of an inset aside.
  const example = useMemo(() => {
    const insets = new Set(geometry.projected.insets?.flatMap((inset) => inset.divisions) ?? []);
    return territoryTableExample(levelDivisions(geometry, activeLevel), insets);
  }, [geometry, activeLevel]);
  const make = () => {
    const level = activeLevel;
    const matcher = new DivisionMatcher(levelDivisions(geometry, level), {
      country: geometry.entry.slug,
      level,
      ...(level === 2 && { parents: levelDivisions(geometry, 1) }),
    });
    const table = territoryGroupsFromTable(text, matcher);
    if (table.groups.length === 0) {
      setReport(t('territories.noRow'));
      return;
    }
    // New groups take colours the map does not use yet (a group already made keeps its own).
    const fills = unusedFills(editor.document, table.groups.length);
    editor.apply((draft) => void groupIntoTerritories(draft, level, table.groups, fills));
    const made = t('territories.made', { count: table.groups.length });
    const missed =
      table.unmatched.length === 0
        ? ''
        : ` ${t('territories.unmatched', {
            count: table.unmatched.length,
            rows: `${table.unmatched.slice(0, 5).join(', ')}${table.unmatched.length > 5 ? '…' : ''}`,
          })}`;
    setReport(`${made}${missed}`);
  };
  return (
    <div className="territory-import">
      <label className="stacked" htmlFor={`${id}-table`}>
        <span className="panel__label">{t('territories.paste')}</span>
      </label>
      <textarea
        id={`${id}-table`}
        className="field"
        rows={4}
        value={text}
        placeholder={example}
        onChange={(e) => setText(e.target.value)}
      />
      <button type="button" className="button" disabled={text.trim() === ''} onClick={make}>
        {t('territories.make')}
      </button>
      <p className="panel__note" role="status">
        {report}
      </p>
    </div>
  );
}
