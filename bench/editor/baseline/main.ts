/**
 * The baselines of the editor benchmark, built separately by bench/editor/run.ts and never shipped:
 * `?baseline=react-simple-maps` (the target's reference) or `?baseline=lean`, on `?country=`.
 */
import { createRoot } from 'react-dom/client';
import { leanBaseline } from './lean';
import { loadBaselineInput } from './load';
import { reactSimpleMapsBaseline } from './react-simple-maps';

async function main() {
  const params = new URLSearchParams(location.search);
  const input = await loadBaselineInput(params.get('country') ?? 'Romania');
  const kind = params.get('baseline') ?? 'react-simple-maps';
  const root = document.getElementById('root');
  if (!root) throw new Error('no #root');
  if (kind === 'lean') createRoot(root).render(leanBaseline(input));
  else if (kind === 'react-simple-maps') createRoot(root).render(reactSimpleMapsBaseline(input));
  else throw new Error(`unknown baseline ${kind}`);
}

void main();
