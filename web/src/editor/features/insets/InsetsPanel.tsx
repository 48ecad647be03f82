import { useTranslation } from 'react-i18next';
import {
  INSET_DEFAULTS,
  INSET_SCALE_MAX,
  INSET_SCALE_MIN,
  MAX_ZOOM_INSETS,
  ZOOM_CAPTION_MAX,
} from '@mapwright/core/document/insets';
import {
  addZoomInset,
  moveInset,
  moveZoomInset,
  removeZoomInset,
  resetInset,
  scaleInset,
  setInsetHidden,
  setZoomInsetCaption,
  setZoomInsetShowArea,
} from '@mapwright/core/document/operations/insets';
import { capitalInset, capitalRegionOf } from '@mapwright/core/render/capital-insets';
import { insetGeometry } from '@mapwright/core/render/inset-geometry';
import { zoomInsetTool } from '../../actions/tools';
import { runAction } from '../../actions/run';
import { useEditorSelector, useEditorServices } from '../../state/EditorContext';
import { Panel } from '../../chrome/Panel';
import { useGestureField } from '../../chrome/useGestureField';

/** The sizes offered, in percent of the inset's default size (within the document's limits). */
const SIZES = [50, 75, 100, 125, 150, 200, 250, 300].filter(
  (percent) => percent >= INSET_SCALE_MIN * 100 && percent <= INSET_SCALE_MAX * 100,
);
/** The sizes offered, with the current one should a file hold another. */
const sizes = (scale: number) => {
  const current = Math.round(scale * 100);
  return SIZES.includes(current) ? SIZES : [...SIZES, current].sort((a, b) => a - b);
};

// The arrows' directions; their spoken names are the catalogue's insets.move.<direction>.
const ARROWS = [
  ['←', 'left', -1, 0],
  ['↑', 'up', 0, -1],
  ['↓', 'down', 0, 1],
  ['→', 'right', 1, 0],
] as const;

/** How far one press of an arrow moves an inset, in frame pixels. */
const NUDGE_PX = 10;

/**
 * The map's territory insets (decision "Territory insets are laid out by the pipeline"): each shown or hidden, moved and resized, or put back; and its
 * zoom insets (decision "Zoom insets are copies drawn by renderMap"): drawn with the zoom inset tool
 * (decision "A drawn zoom inset is placed in the nearest free corner") or the capital region's in one
 * click, captioned, moved or removed. Boxes are also dragged and resized on the map with the Move tool.
 */
export function InsetsPanel() {
  const { t } = useTranslation('panels');
  const services = useEditorServices();
  const { editor, geometry, ui } = services;
  const gesture = useGestureField(editor);
  const tool = useEditorSelector((s) => s.session.tool);
  const overrides = useEditorSelector((s) => s.doc.insets);
  const zoomInsets = useEditorSelector((s) => s.doc.zoomInsets);
  const country = useEditorSelector((s) => s.doc.country);
  // The map data's insets, before the user's changes (which hide some from the geometry shown).
  const insets = insetGeometry({}, geometry.projected).insets ?? [];
  const capital = capitalRegionOf(country);
  const step = () => NUDGE_PX / Math.max(ui.mapScale(), 1e-9);
  const nudge = (id: string, dx: number, dy: number) => editor.apply(moveInset, id, dx * step(), dy * step());
  const addCapital = () => {
    const inset = capitalInset(country, [geometry.projected.level1, geometry.projected.level2]);
    if (inset) editor.apply(addZoomInset, inset);
  };
  return (
    <Panel title={t('insets.title')} id="insets">
      <button
        type="button"
        className="button"
        aria-pressed={tool === 'zoomInset'}
        disabled={zoomInsets.length >= MAX_ZOOM_INSETS}
        onClick={() => runAction(zoomInsetTool, services)}
      >
        {t('insets.draw')}
      </button>
      {zoomInsets.length >= MAX_ZOOM_INSETS && (
        <p className="panel__note">{t('insets.atMost', { max: MAX_ZOOM_INSETS })}</p>
      )}
      {tool === 'zoomInset' && <p className="panel__note">{t('insets.dragHint')}</p>}
      {capital && !zoomInsets.some((z) => z.id === capital.id) && (
        <button type="button" className="button" onClick={addCapital}>
          {t('insets.addCapital', { name: capital.caption })}
        </button>
      )}
      {zoomInsets.length > 0 && (
        <ul className="inset-list" aria-label={t('insets.zoomInsets')}>
          {zoomInsets.map((inset) => (
            <li key={inset.id} className="inset-row" data-zoom-inset-row={inset.id}>
              <label className="stacked">
                <span className="panel__label">{t('insets.caption')}</span>
                <input
                  className="field"
                  value={inset.caption}
                  maxLength={ZOOM_CAPTION_MAX}
                  placeholder={t('insets.noCaption')}
                  aria-label={t('insets.captionLabel')}
                  {...gesture}
                  onChange={(e) => editor.apply(setZoomInsetCaption, inset.id, e.target.value)}
                />
              </label>
              <label className="check">
                <input
                  type="checkbox"
                  checked={inset.showArea}
                  onChange={(e) => editor.apply(setZoomInsetShowArea, inset.id, e.target.checked)}
                />
                <span>{t('insets.showArea')}</span>
              </label>
              <div className="field-row">
                {ARROWS.map(([arrow, word, dx, dy]) => (
                  <button
                    key={word}
                    type="button"
                    className="icon-button"
                    aria-label={
                      inset.caption
                        ? t(`insets.move.${word}`, { name: inset.caption })
                        : t(`insets.moveZoom.${word}`)
                    }
                    onClick={() => editor.apply(moveZoomInset, inset.id, dx * step(), dy * step())}
                  >
                    {arrow}
                  </button>
                ))}
                <button
                  type="button"
                  className="link-button"
                  onClick={() => editor.apply(removeZoomInset, inset.id)}
                >
                  {t('insets.remove')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {insets.length > 0 && (
        <ul className="inset-list" aria-label={t('insets.territoryInsets')}>
          {insets.map((inset) => {
            const o = overrides[inset.id] ?? INSET_DEFAULTS;
            const changed = overrides[inset.id] !== undefined;
            return (
              <li key={inset.id} className="inset-row" data-inset-row={inset.id}>
                <label className="check">
                  <input
                    type="checkbox"
                    checked={!o.hidden}
                    onChange={(e) => editor.apply(setInsetHidden, inset.id, !e.target.checked)}
                  />
                  <span>{inset.caption}</span>
                </label>
                <div className="field-row" hidden={o.hidden}>
                  <label className="inline">
                    <span>{t('common.size')}</span>
                    <select
                      className="field"
                      aria-label={t('insets.sizeOf', { name: inset.caption })}
                      value={String(Math.round(o.scale * 100))}
                      onChange={(e) => editor.apply(scaleInset, inset.id, Number(e.target.value) / 100)}
                    >
                      {sizes(o.scale).map((percent) => (
                        <option key={percent} value={String(percent)}>
                          {t('insets.percent', { percent })}
                        </option>
                      ))}
                    </select>
                  </label>
                  {ARROWS.map(([arrow, word, dx, dy]) => (
                    <button
                      key={word}
                      type="button"
                      className="icon-button"
                      aria-label={t(`insets.move.${word}`, { name: inset.caption })}
                      onClick={() => nudge(inset.id, dx, dy)}
                    >
                      {arrow}
                    </button>
                  ))}
                </div>
                {changed && (
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => editor.apply(resetInset, inset.id)}
                  >
                    {t('insets.putBack', { name: inset.caption })}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}
