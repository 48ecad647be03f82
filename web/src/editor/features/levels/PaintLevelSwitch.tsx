import { useTranslation } from 'react-i18next';
import { useLevelNames } from '../../../i18n/levelNames';
import { showOf } from '@mapwright/core/document/show';
import { paintLevel1, paintLevel2 } from './levels';
import { runAction } from '../../actions/run';
import type { ActionContext, EditorAction } from '../../actions/types';
import { useActionState } from '../../actions/useActionState';
import { useEditorSelector } from '../../state/EditorContext';

/**
 * "Clicks paint: Provinces | Districts", shown while both levels are: which level a click (or a tap)
 * paints, in words, and the switch between them (decision "With both levels shown, both levels'
 * paint shows"). The toolbar's on a desktop, over the
 * map on a phone. With one level shown the level buttons already say it; `keepRoom` (the desktop's
 * toolbar) then keeps its place as an invisible, inert copy, so showing both levels moves nothing.
 */
export function PaintLevelSwitch({
  ctx,
  verb = 'clicks',
  keepRoom = false,
}: {
  ctx: ActionContext;
  /** What paints: a click (the desktop) or a tap (the phone). */
  verb?: 'clicks' | 'taps';
  keepRoom?: boolean;
}) {
  const { t } = useTranslation('panels');
  const both = useEditorSelector((s) => showOf(s.doc) === 'both');
  const caption = verb === 'taps' ? t('levels.tapsPaint') : t('levels.clicksPaint');
  if (!both) return keepRoom ? <PaintLevelRoom ctx={ctx} caption={caption} /> : null;
  return (
    <div className="paint-level" role="group" aria-label={caption} data-paint-level-switch="">
      <span className="paint-level__caption" aria-hidden="true">
        {caption}
      </span>
      <PaintLevelButton action={paintLevel1} level={1} ctx={ctx} caption={caption} />
      <PaintLevelButton action={paintLevel2} level={2} ctx={ctx} caption={caption} />
    </div>
  );
}

/** The switch's room while one level shows: the same words, hidden from eyes, pointers, keys and readers. */
function PaintLevelRoom({ ctx, caption }: { ctx: ActionContext; caption: string }) {
  const levelNames = useLevelNames();
  return (
    <div className="paint-level paint-level--room" aria-hidden="true" inert>
      <span className="paint-level__caption">{caption}</span>
      {([1, 2] as const).map((level) => (
        <span key={level} className="tool-button tool-button--text">
          <span>{levelNames.name(ctx.geometry.levels[level].label)}</span>
        </span>
      ))}
    </div>
  );
}

function PaintLevelButton({
  action,
  level,
  ctx,
  caption,
}: {
  action: EditorAction;
  level: 1 | 2;
  ctx: ActionContext;
  caption: string;
}) {
  const { t } = useTranslation('panels');
  const { enabled, active } = useActionState(action, ctx);
  const levelNames = useLevelNames();
  const label = levelNames.name(ctx.geometry.levels[level].label);
  const noun = levelNames.noun(ctx.geometry.levels[level].label);
  return (
    <button
      type="button"
      className="tool-button tool-button--text"
      // The visible word is in the name (WCAG 2.5.3): "Clicks paint provinces".
      aria-label={t('levels.paintsLevel', { caption, level: noun })}
      title={t('levels.paintsLevelTitle', { caption, level: noun, n: level })}
      aria-pressed={active}
      disabled={!enabled}
      data-action={action.name}
      data-paint-level={level}
      onClick={() => runAction(action, ctx)}
    >
      <span>{label}</span>
    </button>
  );
}
