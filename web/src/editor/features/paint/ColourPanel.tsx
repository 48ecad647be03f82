import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError, invalidFieldProps } from '../../../components/FieldError';
import { PALETTES, type Palette } from '@mapwright/core/editor/palettes';
import { useEditorSelector, useEditorServices } from '../../state/EditorContext';
import { useTouchEditor } from '../../state/inputMode';
import { Panel } from '../../chrome/Panel';
import { PatternPicker } from '../patterns';

const HEX = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i;

/** #abc → #aabbcc; undefined when not a colour. */
function parseHex(text: string): string | undefined {
  const m = HEX.exec(text.trim());
  if (!m?.[1]) return undefined;
  const hex = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return `#${hex.toLowerCase()}`;
}

function Swatch({
  colour,
  current,
  onPick,
}: {
  colour: string;
  current: boolean;
  onPick: (c: string) => void;
}) {
  const { t } = useTranslation('panels');
  return (
    <button
      type="button"
      className="swatch"
      style={{ background: colour }}
      aria-label={t('paint.paintWith', { colour })}
      title={colour}
      aria-pressed={current}
      onClick={() => onPick(colour)}
    />
  );
}

/** Palettes shown open; the rest are one click away (PALETTES lists colour-blind-safe ones first). */
const FIRST_PALETTES = 3;

function PaletteRow({
  palette,
  colour,
  onPick,
}: {
  palette: Palette;
  colour: string;
  onPick: (c: string) => void;
}) {
  const { t } = useTranslation('panels');
  return (
    <div className="swatch-group">
      <h3 className="panel__label">
        {t(`paint.palette.${palette.id}`, { defaultValue: palette.name })}
        {palette.colourBlindSafe && <span className="badge">{t('paint.colourBlindSafe')}</span>}
      </h3>
      <div className="swatches">
        {palette.colours.map((c) => (
          <Swatch key={c} colour={c} current={c === colour} onPick={onPick} />
        ))}
      </div>
    </div>
  );
}

/** The current paint colour: native picker, hex field, recent colours, palettes (colour-blind safe first). */
export function ColourPanel() {
  const { t } = useTranslation('panels');
  const { editor } = useEditorServices();
  const colour = useEditorSelector((s) => s.session.colour);
  const recent = useEditorSelector((s) => s.session.recentColours);
  const painting = useEditorSelector((s) => s.session.tool === 'paint');
  const touch = useTouchEditor();
  // What is being typed in the hex field; null shows the current colour.
  const [typed, setTyped] = useState<string | null>(null);
  const hex = typed ?? colour;
  const hexInvalid = typed !== null && parseHex(typed) === undefined;
  const hexErrorId = useId();
  const pick = (c: string) => editor.setColour(c);
  const commitHex = () => {
    const parsed = parseHex(hex);
    setTyped(null);
    if (parsed) pick(parsed);
  };

  return (
    <Panel title={t('common.colour')} id="colour">
      {/* The first thing a new map says: what a click does (issue 42, item 10). */}
      <p className="panel__note colour-panel__hint" data-colour-hint="">
        {painting
          ? touch
            ? t('paint.hintTap')
            : t('paint.hintClick')
          : touch
            ? t('paint.chooseToolTap')
            : t('paint.chooseToolClick')}
      </p>
      <div className="colour-row">
        <input
          type="color"
          className="colour-input"
          aria-label={t('paint.colour')}
          value={colour.slice(0, 7)}
          onChange={(e) => pick(e.target.value)}
        />
        <input
          type="text"
          className="field hex-field"
          aria-label={t('paint.hex')}
          value={hex}
          spellCheck={false}
          {...invalidFieldProps(hexInvalid, hexErrorId)}
          onChange={(e) => setTyped(e.target.value)}
          onBlur={commitHex}
          onKeyDown={(e) => e.key === 'Enter' && commitHex()}
        />
      </div>
      <FieldError id={hexErrorId} message={hexInvalid ? t('paint.notColour') : null} />
      <PatternPicker />
      {recent.length > 0 && (
        <div className="swatch-group">
          <h3 className="panel__label">{t('paint.recent')}</h3>
          <div className="swatches">
            {recent.map((c) => (
              <Swatch key={c} colour={c} current={c === colour} onPick={pick} />
            ))}
          </div>
        </div>
      )}
      {PALETTES.slice(0, FIRST_PALETTES).map((palette) => (
        <PaletteRow key={palette.id} palette={palette} colour={colour} onPick={pick} />
      ))}
      <details className="more-palettes">
        <summary className="panel__label">{t('paint.morePalettes')}</summary>
        {PALETTES.slice(FIRST_PALETTES).map((palette) => (
          <PaletteRow key={palette.id} palette={palette} colour={colour} onPick={pick} />
        ))}
      </details>
    </Panel>
  );
}
