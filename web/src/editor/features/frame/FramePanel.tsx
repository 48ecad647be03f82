import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError, invalidFieldProps } from '../../../components/FieldError';
import {
  DEFAULT_FRAME,
  FRAME_PRESET_SIZES,
  MAX_FRAME_SIDE,
  MIN_FRAME_SIDE,
  PHONE_FRAME_PRESET,
  type FixedFramePreset,
} from '@mapwright/core/document/frame';
import { MARGIN_SIDES, type MarginSide } from '@mapwright/core/document/margins';
import { setFrame, setMargins } from '@mapwright/core/document/operations/frame';
import { useEditorSelector, useEditorServices } from '../../state/EditorContext';
import { Panel } from '../../chrome/Panel';
import { formatNumber, useLanguage } from '../../../i18n/format';

const PRESETS = Object.keys(FRAME_PRESET_SIZES) as FixedFramePreset[];

const sizeText = ({ width, height }: { width: number; height: number }) => `${width} × ${height}`;

/**
 * The export frame: presets named for where a map goes, or a custom size (applied on Enter or blur),
 * and the margins the map is fitted inside. A new size or new margins fit the map again (the core's
 * setFrame and setMargins).
 */
export function FramePanel() {
  const { t } = useTranslation('panels');
  const lng = useLanguage();
  const { editor } = useEditorServices();
  const frame = useEditorSelector((s) => s.doc.frame);
  const margins = useEditorSelector((s) => s.doc.margins);
  // What is being typed; null shows the document's size (so undo and presets show through).
  const [typed, setTyped] = useState<{ width: string; height: string } | null>(null);
  const [typedMargins, setTypedMargins] = useState<Partial<Record<MarginSide, string>>>({});
  const size = typed ?? { width: String(frame.width), height: String(frame.height) };
  const outOfRange = (text: string) => {
    const value = Math.round(Number(text));
    return !(value >= MIN_FRAME_SIDE && value <= MAX_FRAME_SIDE);
  };
  const invalid = { width: outOfRange(size.width), height: outOfRange(size.height) };
  const errorId = useId();
  const marginErrorId = useId();
  const marginText = (side: MarginSide) => typedMargins[side] ?? String(Math.round(margins[side]));
  const marginInvalid = (side: MarginSide) => {
    const text = marginText(side).trim();
    return text === '' || !(Number(text) >= 0);
  };
  const anyMarginInvalid = MARGIN_SIDES.some(marginInvalid);

  const commit = () => {
    const width = Math.round(Number(size.width));
    const height = Math.round(Number(size.height));
    setTyped(null);
    const valid = [width, height].every((v) => v >= MIN_FRAME_SIDE && v <= MAX_FRAME_SIDE);
    if (valid && (width !== frame.width || height !== frame.height))
      editor.apply(setFrame, { width, height });
  };

  const commitMargin = (side: MarginSide) => {
    const text = typedMargins[side];
    if (text === undefined) return;
    setTypedMargins(({ [side]: _done, ...rest }) => rest);
    const value = Number(text);
    if (text.trim() === '' || !(value >= 0)) return;
    if (Math.round(value) !== Math.round(margins[side])) editor.apply(setMargins, { [side]: value });
  };

  return (
    <Panel title={t('frame.title')} id="frame" open={false}>
      <div className="frame-presets" role="radiogroup" aria-label={t('frame.size')}>
        {PRESETS.map((preset) => {
          const { width, height } = FRAME_PRESET_SIZES[preset];
          return (
            <button
              key={preset}
              type="button"
              role="radio"
              aria-checked={frame.preset === preset}
              data-preset={preset}
              onClick={() => editor.apply(setFrame, preset)}
            >
              <span className="frame-presets__name">{t(`frame.preset.${preset}`)}</span>
              <span className="frame-presets__size">
                {width} × {height}
              </span>
            </button>
          );
        })}
      </div>
      <p className="panel__note" data-testid="frame-travels">
        {/* Decision "A map's frame goes with it": the same map lays out the same on every device. */}
        {t('frame.travels', {
          preset: t(`frame.preset.${PHONE_FRAME_PRESET}`),
          phone: sizeText(FRAME_PRESET_SIZES[PHONE_FRAME_PRESET]),
          desktop: sizeText(DEFAULT_FRAME),
        })}
      </p>
      <div className="field-row">
        {(['width', 'height'] as const).map((side) => (
          <label key={side} className="inline">
            <span>{side === 'width' ? t('frame.w') : t('frame.h')}</span>
            <input
              className="field field--number"
              type="number"
              min={MIN_FRAME_SIDE}
              max={MAX_FRAME_SIDE}
              aria-label={side === 'width' ? t('frame.widthPx') : t('frame.heightPx')}
              value={size[side]}
              {...invalidFieldProps(invalid[side], errorId)}
              onChange={(e) => setTyped({ ...size, [side]: e.target.value })}
              onBlur={commit}
              onKeyDown={(e) => e.key === 'Enter' && commit()}
            />
          </label>
        ))}
        <span className="panel__note">{frame.preset === 'custom' ? t('frame.pxCustom') : t('frame.px')}</span>
      </div>
      <FieldError
        id={errorId}
        message={
          invalid.width || invalid.height
            ? t('frame.sideRange', {
                min: formatNumber(MIN_FRAME_SIDE, lng),
                max: formatNumber(MAX_FRAME_SIDE, lng),
              })
            : null
        }
      />
      <p className="panel__note">{t('frame.paper')}</p>
      <fieldset className="frame-margins">
        <legend>{t('frame.margins')}</legend>
        {MARGIN_SIDES.map((side) => (
          <label key={side} className="inline">
            <span>{t(`frame.side.${side}`)}</span>
            <input
              className="field field--number"
              type="number"
              min={0}
              aria-label={t(`frame.marginPx.${side}`)}
              value={marginText(side)}
              {...invalidFieldProps(marginInvalid(side), marginErrorId)}
              onChange={(e) => setTypedMargins((t) => ({ ...t, [side]: e.target.value }))}
              onBlur={() => commitMargin(side)}
              onKeyDown={(e) => e.key === 'Enter' && commitMargin(side)}
            />
          </label>
        ))}
      </fieldset>
      <FieldError id={marginErrorId} message={anyMarginInvalid ? t('frame.marginRange') : null} />
    </Panel>
  );
}
