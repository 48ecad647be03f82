import { useTranslation } from 'react-i18next';
import { useLevelNames } from '../../../i18n/levelNames';
import { divisionCaveat } from '@mapwright/core/countries/caveats';
import { setActiveLevel, setLevelStyle, setShow } from '@mapwright/core/document/operations/levels';
import type { Level } from '@mapwright/core/document/schema';
import { showOf, type Show } from '@mapwright/core/document/show';
import { MAX_BORDER_WIDTH, type LevelStyle } from '@mapwright/core/document/level';
import { useEditorSelector, useEditorServices } from '../../state/EditorContext';
import { Panel } from '../../chrome/Panel';
import { useGestureField } from '../../chrome/useGestureField';

function LevelStyleFields({ level }: { level: Level }) {
  const { t } = useTranslation('panels');
  const levelNames = useLevelNames();
  const { editor, geometry } = useEditorServices();
  const style = useEditorSelector((s) => s.doc.levels[level].style);
  // Where the first level is not today's, the panel says so (decision "Divisions out of date are said so").
  const caveat = useEditorSelector((s) => (level === 1 ? divisionCaveat(s.doc.country) : undefined));
  const gesture = useGestureField(editor);
  const info = geometry.levels[level];
  const set = (change: Partial<LevelStyle>) => editor.apply(setLevelStyle, level, change);
  const id = `level-${level}`;

  return (
    <fieldset className="level-fields" disabled={!info.available} data-level-panel={level}>
      <legend>
        {level === 1
          ? t('labels.level1', { name: levelNames.name(info.label) })
          : t('labels.level2', { name: levelNames.name(info.label) })}
      </legend>
      {!info.available && <p className="panel__note">{info.reason}</p>}
      {caveat && (
        <p className="panel__note" data-caveat={caveat.kind}>
          {caveat.text}
        </p>
      )}
      <label className="check">
        <input type="checkbox" checked={style.visible} onChange={(e) => set({ visible: e.target.checked })} />
        {t('levels.visible')}
      </label>
      <div className="field-grid">
        <label htmlFor={`${id}-fill`}>{t('levels.defaultFill')}</label>
        <input
          id={`${id}-fill`}
          type="color"
          value={style.defaultFill.slice(0, 7)}
          {...gesture}
          onChange={(e) => set({ defaultFill: e.target.value })}
        />
        <label htmlFor={`${id}-border`}>{t('common.borderColour')}</label>
        <input
          id={`${id}-border`}
          type="color"
          value={style.borderColor.slice(0, 7)}
          {...gesture}
          onChange={(e) => set({ borderColor: e.target.value })}
        />
        <label htmlFor={`${id}-width`}>{t('common.borderWidth')}</label>
        <input
          id={`${id}-width`}
          type="range"
          min={0}
          max={Math.min(MAX_BORDER_WIDTH, 8)}
          step={0.25}
          value={style.borderWidth}
          {...gesture}
          onChange={(e) => set({ borderWidth: Number(e.target.value) })}
        />
        <label htmlFor={`${id}-opacity`}>{t('common.opacity')}</label>
        <input
          id={`${id}-opacity`}
          type="range"
          min={0}
          max={1}
          step={0.05}
          value={style.opacity}
          {...gesture}
          onChange={(e) => set({ opacity: Number(e.target.value) })}
        />
      </div>
    </fieldset>
  );
}

/** Which levels are drawn, which takes clicks, and each level's own style. */
export function LevelsPanel() {
  const { t } = useTranslation('panels');
  const levelNames = useLevelNames();
  const { editor, geometry } = useEditorServices();
  const show = useEditorSelector((s) => showOf(s.doc));
  const active = useEditorSelector((s) => s.doc.activeLevel);
  const canShow = (v: Show) =>
    v === 'both'
      ? geometry.levels[1].available && geometry.levels[2].available
      : geometry.levels[v === '1' ? 1 : 2].available;

  return (
    <Panel title={t('levels.title')} id="levels">
      <div className="segmented" role="radiogroup" aria-label={t('levels.shown')}>
        {(['1', '2', 'both'] as const).map((v) => (
          <button
            key={v}
            type="button"
            role="radio"
            aria-checked={show === v}
            disabled={!canShow(v)}
            data-show={v}
            onClick={() => editor.apply(setShow, v)}
          >
            {t(`levels.show.${v}`)}
          </button>
        ))}
      </div>
      {show === 'both' && (
        <div className="field-row" role="radiogroup" aria-label={t('levels.clicksPaint')}>
          <span className="panel__label">{t('levels.clicksPaint')}</span>
          {([2, 1] as const).map((level) => (
            <label key={level} className="check">
              <input
                type="radio"
                name="active-level"
                checked={active === level}
                onChange={() => editor.apply(setActiveLevel, level)}
              />
              {levelNames.name(geometry.levels[level].label)}
            </label>
          ))}
        </div>
      )}
      <LevelStyleFields level={1} />
      <LevelStyleFields level={2} />
    </Panel>
  );
}
