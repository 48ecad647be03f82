import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { heatPalettesOfKind, paletteColours, type HeatPalette } from '@mapwright/core/data/heat-palettes';
import { heatScaleOf } from '@mapwright/core/data/heat-scale';
import { heatSpanOf } from '@mapwright/core/document/time-series';
import { detectDecimalMark, parseNumber } from '@mapwright/core/data/numbers';
import { MAX_CLASSES, MIN_CLASSES, type Classification } from '@mapwright/core/document/data-layers';
import { setHeatMap, type HeatMapSettings } from '@mapwright/core/document/operations/data-layers';
import { hatchNoData, NO_DATA_HATCH } from '@mapwright/core/document/operations/paint';
import { clearOverlays } from '@mapwright/core/document/operations/heat-overlays';
import { useEditorSelector, useEditorServices } from '../../state/EditorContext';
import { useGestureField } from '../../chrome/useGestureField';

const CLASSIFICATIONS: readonly Classification[] = [
  'continuous',
  'quantile',
  'equalInterval',
  'naturalBreaks',
  'custom',
];

const PALETTE_GROUPS = ['sequential', 'diverging'] as const;

/** Classification, classes, palette (colour-blind-safe first), reverse, midpoint, no-data colour and hatch. */
export function HeatMapFields() {
  const { t } = useTranslation('data');
  const { editor } = useEditorServices();
  const heat = useEditorSelector((s) => s.doc.heatMap);
  const span = useEditorSelector((s) => heatSpanOf(s.doc));
  const scale = heatScaleOf(heat, span);
  const gesture = useGestureField(editor);
  const set = (settings: HeatMapSettings) => editor.apply(setHeatMap, settings);
  const classed = heat.classification !== 'continuous';
  const diverging = heatPalettesOfKind('diverging').some((p) => p.id === heat.palette);

  return (
    <div className="data-fields" data-testid="heat-map-fields">
      <div className="field-grid">
        {/* Label above, select the panel's full width: "Quantiles (equal counts)" was cut off beside
            the label column that "Number of classes" widens. */}
        <label htmlFor="heat-classification" className="field-grid__full">
          {t('heat.classes')}
        </label>
        <select
          id="heat-classification"
          className="field field-grid__full"
          value={heat.classification}
          onChange={(e) => {
            const classification = e.target.value as Classification;
            // Custom breaks start from the classes shown, so switching to them changes nothing at once.
            const breaks =
              classification === 'custom' && heat.breaks.length === 0
                ? scale.classes.slice(1).map((c) => c.lower)
                : undefined;
            set(breaks ? { classification, breaks: roundBreaks(breaks) } : { classification });
          }}
        >
          {CLASSIFICATIONS.map((c) => (
            <option key={c} value={c}>
              {t(`heat.classification.${c}`)}
            </option>
          ))}
        </select>
        {classed && heat.classification !== 'custom' && (
          <>
            <label htmlFor="heat-classes">{t('heat.classCount')}</label>
            <input
              id="heat-classes"
              className="field field--number"
              type="number"
              min={MIN_CLASSES}
              max={MAX_CLASSES}
              value={heat.classes}
              {...gesture}
              onChange={(e) => {
                const classes = Math.round(Number(e.target.value));
                if (classes >= MIN_CLASSES && classes <= MAX_CLASSES) set({ classes });
              }}
            />
          </>
        )}
        {!classed && (
          <>
            <span className="panel__label">{t('heat.scale')}</span>
            <div className="segmented" role="radiogroup" aria-label={t('heat.scale')}>
              {(['linear', 'log'] as const).map((s) => (
                <button
                  key={s}
                  type="button"
                  role="radio"
                  aria-checked={heat.scale === s}
                  onClick={() => set({ scale: s })}
                >
                  {s === 'linear' ? t('heat.linear') : t('heat.log')}
                </button>
              ))}
            </div>
          </>
        )}
      </div>
      {heat.classification === 'custom' && (
        <CustomBreaks breaks={heat.breaks} onChange={(breaks) => set({ breaks })} />
      )}
      {scale.note && (
        <p className="panel__note" role="status">
          {/* The core's one note: a log scale with values at or below 0 is drawn linear. */}
          {t('heat.logNeedsPositive')}
        </p>
      )}

      <fieldset className="palette-picker">
        <legend className="panel__label">{t('heat.palette')}</legend>
        {PALETTE_GROUPS.map((group) => (
          <div
            key={group}
            role="radiogroup"
            aria-label={t(`heat.palettes.${group}`)}
            className="palette-picker__group"
          >
            {heatPalettesOfKind(group).map((palette) => (
              <PaletteButton
                key={palette.id}
                palette={palette}
                classes={classed ? Math.max(scale.classes.length, MIN_CLASSES) : 7}
                checked={heat.palette === palette.id}
                onPick={() => set({ palette: palette.id })}
              />
            ))}
          </div>
        ))}
      </fieldset>
      <label className="check">
        <input type="checkbox" checked={heat.reverse} onChange={(e) => set({ reverse: e.target.checked })} />
        {t('heat.reverse')}
      </label>
      {diverging && (
        <div className="field-grid">
          <label htmlFor="heat-midpoint">{t('heat.midpoint')}</label>
          <input
            id="heat-midpoint"
            className="field field--number"
            inputMode="decimal"
            placeholder={t('heat.middle')}
            defaultValue={heat.midpoint ?? ''}
            key={String(heat.midpoint)}
            {...gesture}
            onChange={(e) => {
              const parsed = parseNumber(e.target.value, detectDecimalMark([e.target.value]));
              if (parsed.kind === 'blank') set({ midpoint: null });
              else if (parsed.kind === 'number') set({ midpoint: parsed.value });
            }}
          />
        </div>
      )}
      <div className="field-grid">
        <label htmlFor="heat-no-data">{t('heat.noDataColour')}</label>
        <input
          id="heat-no-data"
          type="color"
          value={heat.noDataColor.slice(0, 7)}
          {...gesture}
          onChange={(e) => set({ noDataColor: e.target.value })}
        />
        <span />
        <label className="check">
          <input
            type="checkbox"
            checked={heat.noDataPattern !== null}
            // The pattern set up in the Colour panel, if any, else a grey diagonal hatch.
            onChange={(e) =>
              editor.apply(hatchNoData, e.target.checked ? (editor.session.pattern ?? NO_DATA_HATCH) : null)
            }
          />
          {t('heat.hatch')}
        </label>
      </div>
      <HeatOverlaysNote />
    </div>
  );
}

/**
 * How to lay a pattern over divisions' heat colours (decision "A pattern over a heat map's colour is
 * a second channel"), how many have one, and a way to take them all off in one undo step.
 */
function HeatOverlaysNote() {
  const { t } = useTranslation('data');
  const { editor } = useEditorServices();
  const level = useEditorSelector((s) => s.doc.heatMap.level);
  const count = useEditorSelector((s) => Object.keys(s.doc.heatOverlays[s.doc.heatMap.level]).length);
  return (
    <div className="data-fields__overlays" data-testid="heat-overlays">
      <p className="panel__note">{count === 0 ? t('heat.overlaysHow') : t('heat.overlays', { count })}</p>
      {count > 0 && (
        <button type="button" className="button" onClick={() => editor.apply(clearOverlays, level, 'all')}>
          {t('heat.overlaysOff')}
        </button>
      )}
    </div>
  );
}

function roundBreaks(breaks: readonly number[]): number[] {
  return breaks.map((b) => Number(b.toPrecision(3)));
}

function PaletteButton({
  palette,
  classes,
  checked,
  onPick,
}: {
  palette: HeatPalette;
  classes: number;
  checked: boolean;
  onPick: () => void;
}) {
  const { t } = useTranslation('data');
  const colours = paletteColours(palette, classes);
  return (
    <button
      type="button"
      role="radio"
      aria-checked={checked}
      aria-label={
        palette.colourBlindSafe ? palette.name : t('heat.paletteUnsafeLabel', { name: palette.name })
      }
      title={
        palette.colourBlindSafe
          ? t('heat.paletteSafe', { name: palette.name })
          : t('heat.paletteUnsafe', { name: palette.name })
      }
      className="palette-picker__swatch"
      data-palette={palette.id}
      style={{ background: `linear-gradient(to right, ${colours.join(', ')})` }}
      onClick={onPick}
    />
  );
}

/** Class limits typed as a list ("10, 20, 50" or "10; 20; 50" with decimal commas). */
function CustomBreaks({
  breaks,
  onChange,
}: {
  breaks: readonly number[];
  onChange: (breaks: number[]) => void;
}) {
  const { t } = useTranslation('data');
  // Written as typed, with a point: the field reads either mark, and "1,234" alone would read as 1234.
  const [text, setText] = useState(breaks.join('; '));
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <label className="stacked">
      <span className="panel__label">{t('heat.limits')}</span>
      <input
        className="field"
        value={text}
        aria-invalid={problem !== null}
        placeholder={t('heat.limitsExample')}
        onChange={(e) => {
          setText(e.target.value);
          const parts = e.target.value.split(/[;\s]+|,(?=\s)/).filter((p) => p.trim() !== '');
          const mark = detectDecimalMark(parts);
          const parsed = parts.map((p) => parseNumber(p, mark));
          if (parsed.some((p) => p.kind !== 'number') || parsed.length > MAX_CLASSES - 1) {
            setProblem(t('heat.limitsProblem', { max: MAX_CLASSES - 1 }));
            return;
          }
          setProblem(null);
          onChange(parsed.map((p) => (p.kind === 'number' ? p.value : 0)));
        }}
      />
      {problem && <span className="panel__note">{problem}</span>}
    </label>
  );
}
