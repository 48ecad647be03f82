import { setBivariateValues } from '@mapwright/core/document/operations/bivariate';
import { useLevelNames } from '../../../i18n/levelNames';
import { setCategoryValues } from '@mapwright/core/document/operations/categories';
import {
  setDataLayer,
  setDataValues,
  type DataMapKind,
} from '@mapwright/core/document/operations/data-layers';
import type { Level } from '@mapwright/core/document/schema';
import { useTranslation } from 'react-i18next';
import { useEditorSelector, useEditorServices } from '../../state/EditorContext';
import { Panel } from '../../chrome/Panel';
import { BivariateFields } from './BivariateFields';
import { CategoryFields } from './CategoryFields';
import { DataTable } from './DataTable';
import { hasData, useDataLevel } from './dataLevel';
import { HeatBarFields } from './HeatBarFields';
import { HeatMapFields } from './HeatMapFields';
import { LiveDataFields } from './LiveDataFields';
import { PixelFields } from './PixelFields';
import { SymbolFields } from './SymbolFields';
import { useCellPreparation } from './cellPreparation';
import { TimeFields } from '../time';
import './data.css';

/**
 * The Data panel: turn a heat map, a pixel dot map, a categorical map or a map of two variables on for a level, import or type
 * the values, and style the classes and the heat bar, the cells, or the categories. Turning a layer on, importing and each typed
 * value are undoable like any other change.
 */
export function DataPanel() {
  const { t } = useTranslation('data');
  const levelNames = useLevelNames();
  const { editor, geometry, ui } = useEditorServices();
  const data = useDataLevel();
  const active: DataMapKind | 'none' = data.active ? data.kind : 'none';
  const count = useEditorSelector(
    (s) => data.divisions.filter((d) => hasData(s.doc, data.kind, d.id)).length,
  );
  useCellPreparation(data.level, active === 'pixelDotMap');
  const counted = { count, total: data.divisions.length, noun: data.noun };
  const choose = (kind: DataMapKind | 'none', level: Level = data.level) =>
    editor.apply(setDataLayer, kind, level);

  return (
    <Panel title={t('panel.title')}>
      <div className="segmented" role="radiogroup" aria-label={t('panel.dataMap')}>
        {(['none', 'heatMap', 'pixelDotMap', 'categories', 'bivariate'] as const).map((kind) => (
          <button
            key={kind}
            type="button"
            role="radio"
            aria-checked={active === kind}
            data-data-layer={kind}
            onClick={() => choose(kind)}
          >
            {t(`panel.layers.${kind}`)}
          </button>
        ))}
      </div>
      {active === 'none' ? (
        <p className="panel__note">{t('panel.intro')}</p>
      ) : (
        <>
          <div className="field-row" role="radiogroup" aria-label={t('panel.level')}>
            {([1, 2] as const).map((level) => (
              <label key={level} className="check">
                <input
                  type="radio"
                  name="data-level"
                  checked={data.level === level}
                  disabled={!geometry.levels[level].available}
                  onChange={() => choose(active, level)}
                />
                {levelNames.name(geometry.levels[level].label)}
              </label>
            ))}
          </div>
          <div className="field-row">
            <button
              type="button"
              className="button"
              data-action="importData"
              onClick={() => ui.openDataImport()}
            >
              {t('panel.import')}
            </button>
            <button
              type="button"
              className="button button--quiet"
              disabled={count === 0}
              onClick={() => {
                const { kind } = data;
                if (kind === 'categories') editor.apply(setCategoryValues, []);
                else if (kind === 'bivariate') editor.apply(setBivariateValues, { x: {}, y: {} });
                else editor.apply(setDataValues, kind, {});
              }}
            >
              {t('panel.clear')}
            </button>
          </div>
          <p className="panel__note" data-testid="data-count">
            {active === 'categories'
              ? t('panel.countCategory', counted)
              : active === 'bivariate'
                ? t('panel.countBoth', counted)
                : t('panel.countValue', counted)}
          </p>
          {active === 'heatMap' && <p className="panel__note">{t('panel.paintOnTop')}</p>}
          <LiveDataFields />
          {(data.kind === 'heatMap' || data.kind === 'pixelDotMap') && (
            <DataTable data={{ ...data, kind: data.kind }} />
          )}
          {active === 'categories' ? (
            <CategoryFields />
          ) : active === 'bivariate' ? (
            <BivariateFields />
          ) : active === 'heatMap' ? (
            <>
              <TimeFields />
              <HeatMapFields />
              <HeatBarFields />
            </>
          ) : (
            <PixelFields />
          )}
        </>
      )}
      <SymbolFields />
    </Panel>
  );
}
