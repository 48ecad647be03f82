import { useTranslation } from 'react-i18next';
import { useLevelNames } from '../../../i18n/levelNames';
import { setLegendVisible } from '@mapwright/core/document/operations/legend';
import { setLevelStyle } from '@mapwright/core/document/operations/levels';
import { setTitlesVisible } from '@mapwright/core/document/operations/layers';
import { Icon } from '../../chrome/icons';
import { useEditorSelector, useEditorServices } from '../../state/EditorContext';

/**
 * The map's own layers in the layers panel, with their visibility: titles and legend above the
 * annotations, the two levels below them (the map is always under its annotations on screen).
 */
export function MapLayerRows({ placement }: { placement: 'above' | 'below' }) {
  const { t } = useTranslation('panels');
  const levelNames = useLevelNames();
  const { editor, geometry } = useEditorServices();
  const titles = useEditorSelector((s) => s.doc.layers.titlesVisible);
  const legend = useEditorSelector((s) => s.doc.legend.visible);
  const level1 = useEditorSelector((s) => s.doc.levels[1].style.visible);
  const level2 = useEditorSelector((s) => s.doc.levels[2].style.visible);

  const rows =
    placement === 'above'
      ? [
          {
            key: 'titles',
            label: t('layers.titles'),
            visible: titles,
            set: (v: boolean) => editor.apply(setTitlesVisible, v),
          },
          {
            key: 'legend',
            label: t('legend.title'),
            visible: legend,
            set: (v: boolean) => editor.apply(setLegendVisible, v),
          },
        ]
      : ([1, 2] as const)
          .filter((level) => geometry.levels[level].available)
          .map((level) => ({
            key: `level${level}`,
            label: t('layers.level', { n: level, name: levelNames.name(geometry.levels[level].label) }),
            visible: level === 1 ? level1 : level2,
            set: (v: boolean) => editor.apply(setLevelStyle, level, { visible: v }),
          }));

  return (
    <ul
      className="layer-list layer-list--map"
      aria-label={placement === 'above' ? t('layers.above') : t('layers.levels')}
    >
      {rows.map((row) => (
        <li key={row.key} className="layer-row" data-map-layer={row.key}>
          <span className="layer-row__icon">
            <Icon name="layers" size={16} />
          </span>
          <span className="layer-row__name">{row.label}</span>
          <button
            type="button"
            className="icon-button"
            aria-label={
              row.visible
                ? t('layers.hideName', { name: row.label })
                : t('layers.showName', { name: row.label })
            }
            aria-pressed={!row.visible}
            onClick={() => row.set(!row.visible)}
          >
            <Icon name={row.visible ? 'eye' : 'eyeOff'} size={16} />
          </button>
        </li>
      ))}
    </ul>
  );
}
