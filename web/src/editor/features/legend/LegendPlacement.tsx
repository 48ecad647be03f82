import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isHandPlaced } from '@mapwright/core/document/hand-placed';
import { placeAutomatically } from '@mapwright/core/document/operations/hand-placed';
import { attributionOfDrawnLevels } from '@mapwright/core/geodata/attribution';
import { handPlacedKeysInTheWay } from '@mapwright/core/render/legend-placement';
import { useEditorSelector, useEditorServices } from '../../state/EditorContext';

/**
 * Who places the legend (decision "The editor places the legend and the heat bar until the user
 * does"): the editor, clear of the rest, until it is dragged; then the user, and a legend placed by
 * hand that now covers something (after a frame change) says so, with the way back.
 */
export function LegendPlacement() {
  const { t } = useTranslation('panels');
  const { editor, geometry } = useEditorServices();
  const doc = useEditorSelector((s) => s.doc);
  const byHand = isHandPlaced(doc, 'legend');
  const inTheWay = useMemo(
    () =>
      byHand &&
      handPlacedKeysInTheWay(doc, geometry.projected, attributionOfDrawnLevels(geometry.entry, doc)).includes(
        'legend',
      ),
    [byHand, doc, geometry],
  );
  if (!byHand)
    return (
      <p className="panel__note" data-testid="legend-placement">
        {t('legend.placedAuto')}
      </p>
    );
  return (
    <div className="panel__note" data-testid="legend-placement" role={inTheWay ? 'status' : undefined}>
      <p>{inTheWay ? t('legend.inTheWay') : t('legend.placedByHand')}</p>
      <button type="button" className="button" onClick={() => editor.apply(placeAutomatically, 'legend')}>
        {t('legend.placeAuto')}
      </button>
    </div>
  );
}
