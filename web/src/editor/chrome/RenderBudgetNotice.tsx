import { budgetProblems, budgetUse, RENDER_LIMITS, renderCost } from '@mapwright/core/render/render-budget';
import { useEditorSelector } from '../state/EditorContext';

/** From this share of a limit on, the editor says how much is left, before the user reaches it. */
const WARN_AT = 0.8;

const count = new Intl.NumberFormat('en-US');

/** The words for the document's render budget: problems when over, a warning when close, else none. */
function budgetWords(doc: Parameters<typeof renderCost>[0]): { over: boolean; lines: string[] } | undefined {
  const cost = renderCost(doc);
  const problems = budgetProblems(doc, cost);
  if (problems.length > 0) {
    return {
      over: true,
      lines: [
        'This map is over its size limits: it cannot be saved to your account or published until it is lighter.',
        ...problems.map((p) => p.message),
      ],
    };
  }
  const use = budgetUse(cost);
  const lines: string[] = [];
  if (use.characters >= WARN_AT)
    lines.push(
      `Text: ${count.format(cost.characters)} of ${count.format(RENDER_LIMITS.characters)} characters.`,
    );
  if (use.ink >= WARN_AT)
    lines.push(
      `Large text and emoji cover the frame ${cost.ink.toFixed(1)} times over (at most ${RENDER_LIMITS.inkPerFrame}).`,
    );
  if (use.shapes >= WARN_AT)
    lines.push(`Annotation shapes: ${count.format(cost.shapes)} of ${count.format(RENDER_LIMITS.shapes)}.`);
  return lines.length > 0
    ? { over: false, lines: ['This map is close to its size limits.', ...lines] }
    : undefined;
}

/**
 * The render budget (core/src/render/render-budget.ts; decision "A render budget") as the server applies it:
 * said here as the map nears a limit, so the user learns it while editing, not from a refused save.
 */
export function RenderBudgetNotice() {
  const words = useEditorSelector(
    (s) => budgetWords(s.doc),
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
