import type { MapDocument } from '@mapwright/core/document/schema';
import { budgetProblems } from '@mapwright/core/render/render-budget';
import { ApiError } from '../errors';

/**
 * Refuses a document that would cost more to draw than the render budget allows (decision "A render
 * budget"): 400
 * invalid-argument naming each limit that is over and what to reduce, the words the editor shows.
 */
export function requireWithinRenderBudget(doc: MapDocument, action: 'save' | 'publish'): void {
  const problems = budgetProblems(doc);
  if (problems.length === 0) return;
  const what = action === 'save' ? 'saved' : 'published';
  throw new ApiError(400, `This map is too heavy to be ${what}. ${problems.map((p) => p.message).join(' ')}`);
}
