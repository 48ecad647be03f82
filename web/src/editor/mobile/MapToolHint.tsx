import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tool } from '@mapwright/core/editor/session';
import { actionByName } from '../actions/registry';
import { runAction } from '../actions/run';
import type { ActionContext } from '../actions/types';

/** The tools that draw on the map; what the finger does with each is the catalogue's sheet.hint.<tool>. */
const MAP_TOOLS: ReadonlySet<Tool> = new Set<Tool>(['zoomInset', 'select']);

/**
 * A tool that draws on the map, taken up on the phone (from a sheet, a key): the sheet gets out of the
 * way (`clearMap`) and a line over the map says what to draw, until the drawing is done (the zoom inset
 * tool hands over to the Move tool; the select area tool selects), Escape, Cancel or another tool
 * (decision "On the phone, a tool that draws on the map clears it of sheets").
 */
export function MapToolHint({ ctx, clearMap }: { ctx: ActionContext; clearMap: () => void }) {
  const { t } = useTranslation('panels');
  const { editor } = ctx;
  // The tool whose hint shows (the words follow the language, should it change meanwhile).
  const [hint, setHint] = useState<Tool | null>(null);

  useEffect(() => {
    let { tool, selected } = editor.session;
    return editor.subscribe(() => {
      const session = editor.session;
      if (session.tool !== tool) {
        const drawing = MAP_TOOLS.has(session.tool) ? session.tool : null;
        setHint(drawing);
        if (drawing) clearMap();
      } else if (session.selected !== selected) {
        // A selection made with the tool is the drawing done (the tool stays for another loop).
        setHint(null);
      }
      ({ tool, selected } = session);
    });
  }, [editor, clearMap]);

  useEffect(() => {
    if (!hint) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setHint(null);
    };
    // Captured: the editor's own Escape (which may change the tool) need not let it through.
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [hint]);

  if (!hint) return null;
  return (
    <div className="map-tool-hint" role="status" data-testid="map-tool-hint">
      <span>{t(`sheet.hint.${hint}`)}</span>
      <button
        type="button"
        className="map-tool-hint__cancel"
        onClick={() => runAction(actionByName('paintTool'), ctx)}
      >
        {t('sheet.cancel')}
      </button>
    </div>
  );
}
