import { legendEntries } from '@mapwright/core/document/legend-entries';
import { setLegendLabel, setLegendTitle, setLegendVisible } from '@mapwright/core/document/operations/legend';
import { useEditorSelector, useEditorServices } from '../state/EditorContext';
import { useTouchEditor } from '../state/inputMode';
import { Panel } from './Panel';
import { useGestureField } from './useGestureField';

/**
 * The legend's rows come from the document (colours in use); here their labels are typed and a
 * swatch click makes that colour the paint colour. Its place is set by dragging it with the Move tool.
 */
export function LegendPanel() {
  const { editor } = useEditorServices();
  const touch = useTouchEditor();
  const legend = useEditorSelector((s) => s.doc.legend);
  const entries = useEditorSelector(
    (s) => legendEntries(s.doc),
    (a, b) =>
      a.length === b.length && a.every((e, i) => e.colour === b[i]?.colour && e.label === b[i]?.label),
  );
  const gesture = useGestureField(editor);

  return (
    <Panel title="Legend">
      <label className="check">
        <input
          type="checkbox"
          checked={legend.visible}
          onChange={(e) => editor.apply(setLegendVisible, e.target.checked)}
        />
        Show the legend
      </label>
      <label className="stacked">
        <span className="panel__label">Legend title</span>
        <input
          className="field"
          value={legend.title}
          placeholder="e.g. Election results"
          {...gesture}
          onChange={(e) => editor.apply(setLegendTitle, e.target.value)}
        />
      </label>
      {entries.length === 0 ? (
        <p className="panel__note">Colours you paint with appear here; give each a label.</p>
      ) : (
        <ul className="legend-list">
          {entries.map((entry) => (
            <li key={entry.colour} className="legend-list__row">
              <button
                type="button"
                className="swatch"
                style={{ background: entry.colour }}
                aria-label={`Paint with ${entry.colour}`}
                title={`Paint with ${entry.colour}`}
                onClick={() => editor.setColour(entry.colour)}
              />
              <input
                className="field"
                aria-label={`Label for ${entry.colour}`}
                placeholder="Add a label"
                value={entry.label}
                {...gesture}
                onChange={(e) => editor.apply(setLegendLabel, entry.colour, e.target.value)}
              />
            </li>
          ))}
        </ul>
      )}
      <p className="panel__note">
        {touch
          ? 'To move the legend, choose Move in the bottom bar and drag it on the map.'
          : 'Drag the legend on the map with the Move tool (V).'}
      </p>
    </Panel>
  );
}
