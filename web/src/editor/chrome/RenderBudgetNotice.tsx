import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { budgetProblems, budgetUse, RENDER_LIMITS, renderCost } from '@mapwright/core/render/render-budget';
import { useEditorSelector } from '../state/EditorContext';

/** From this share of a limit on, the editor says how much is left, before the user reaches it. */
const WARN_AT = 0.8;

/**
 * The words for the document's render budget: problems when over, a warning when close, else none.
 * The problems' own words are the core's (the server says them too).
 */
function budgetWords(
  doc: Parameters<typeof renderCost>[0],
  t: TFunction,
  lng: string,
): { over: boolean; lines: string[] } | undefined {
  const count = new Intl.NumberFormat(lng);
  const cost = renderCost(doc);
  const problems = budgetProblems(doc, cost);
  if (problems.length > 0) {
    return {
      over: true,
      lines: [t('budget.over'), ...problems.map((p) => p.message)],
    };
  }
  const use = budgetUse(cost);
  const lines: string[] = [];
  if (use.characters >= WARN_AT)
    lines.push(
      t('budget.characters', {
        used: count.format(cost.characters),
        max: count.format(RENDER_LIMITS.characters),
      }),
    );
  if (use.ink >= WARN_AT)
    lines.push(
      t('budget.ink', {
        times: new Intl.NumberFormat(lng, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
          cost.ink,
        ),
        max: count.format(RENDER_LIMITS.inkPerFrame),
      }),
    );
  if (use.shapes >= WARN_AT)
    lines.push(
      t('budget.shapes', { used: count.format(cost.shapes), max: count.format(RENDER_LIMITS.shapes) }),
    );
  return lines.length > 0 ? { over: false, lines: [t('budget.close'), ...lines] } : undefined;
}

/**
 * The render budget (core/src/render/render-budget.ts; decision "A render budget") as the server applies it:
 * said here as the map nears a limit, so the user learns it while editing, not from a refused save.
 */
export function RenderBudgetNotice() {
  const { t, i18n } = useTranslation('panels');
  const lng = i18n.resolvedLanguage ?? 'en';
  const words = useEditorSelector(
    (s) => budgetWords(s.doc, t, lng),
    (a, b) => a?.over === b?.over && a?.lines.join('\n') === b?.lines.join('\n'),
  );
  if (!words) return null;
  return (
    <div
      className={`budget-notice${words.over ? ' budget-notice--over' : ''}`}
      role={words.over ? 'alert' : 'status'}
      data-testid="render-budget"
    >
      {words.lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
