import { setBivariateValues } from '@mapwright/core/document/operations/bivariate';
import { setCategoryValues } from '@mapwright/core/document/operations/categories';
import {
  setDataLayer,
  setDataValues,
  type DataMapKind,
} from '@mapwright/core/document/operations/data-layers';
import type { Level } from '@mapwright/core/document/schema';
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

const LAYER_LABELS: Readonly<Record<DataMapKind | 'none', string>> = {
  none: 'None',
  heatMap: 'Heat map',
  pixelDotMap: 'Pixel dots',
  categories: 'Categories',
  bivariate: 'Two variables',
};

/**
 * The Data panel: turn a heat map, a pixel dot map, a categorical map or a map of two variables on for a level, import or type
 * the values, and style the classes and the heat bar, the cells, or the categories. Turning a layer on, importing and each typed
 * value are undoable like any other change.
 */
export function DataPanel() {
  const { editor, geometry, ui } = useEditorServices();
  const data = useDataLevel();
  const active: DataMapKind | 'none' = data.active ? data.kind : 'none';
  const count = useEditorSelector(
    (s) => data.divisions.filter((d) => hasData(s.doc, data.kind, d.id)).length,
  );
  useCellPreparation(data.level, active === 'pixelDotMap');
  const choose = (kind: DataMapKind | 'none', level: Level = data.level) =>
    editor.apply(setDataLayer, kind, level);

  return (
    <Panel title="Data">
      <div className="segmented" role="radiogroup" aria-label="Data map">
        {(['none', 'heatMap', 'pixelDotMap', 'categories', 'bivariate'] as const).map((kind) => (
          <button
            key={kind}
            type="button"
            role="radio"
            aria-checked={active === kind}
            data-data-layer={kind}
            onClick={() => choose(kind)}
          >
            {LAYER_LABELS[kind]}
          </button>
        ))}
      </div>
      {active === 'none' ? (
        <p className="panel__note">
          Colour the map by your own data: a heat map (values in classes or a colour ramp), a pixel dot map (a
          share in % as pixels), categories (a text per division, such as a party: a colour each) or two
          variables (two numbers per division, each in three classes: nine colours).
        </p>
      ) : (
        <>
          <div className="field-row" role="radiogroup" aria-label="Data level">
            {([1, 2] as const).map((level) => (
              <label key={level} className="check">
                <input
                  type="radio"
                  name="data-level"
                  checked={data.level === level}
                  disabled={!geometry.levels[level].available}
                  onChange={() => choose(active, level)}
                />
                {geometry.levels[level].label}
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
              Import data…
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
              Clear values
            </button>
          </div>
          <p className="panel__note" data-testid="data-count">
            {count} of {data.divisions.length} {data.noun} have{' '}
            {active === 'categories' ? 'a category' : active === 'bivariate' ? 'both numbers' : 'a value'}.
          </p>
          {active === 'heatMap' && (
            <p className="panel__note">Painted divisions keep their paint on top of the heat map.</p>
          )}
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
