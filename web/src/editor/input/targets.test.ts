// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { movableAt } from './targets';

/** An element of the drawn frame inside a group named by data-element. */
function drawnIn(element: string): Element {
  const group = document.createElementNS('http://www.w3.org/2000/svg', 'g');
  group.setAttribute('data-element', element);
  const text = document.createElementNS('http://www.w3.org/2000/svg', 'text');
  group.append(text);
  return text;
}

describe('what the move tool grabs', () => {
  it('the legend, the heat bar, a text block and a time map’s step label by their drawn elements', () => {
    expect(movableAt(drawnIn('legend'), null)).toEqual({ kind: 'legend' });
    expect(movableAt(drawnIn('heatBar'), null)).toEqual({ kind: 'heatBar' });
    expect(movableAt(drawnIn('subtitle'), null)).toEqual({ kind: 'subtitle' });
    expect(movableAt(drawnIn('time-label'), null)).toEqual({ kind: 'timeLabel' });
  });

  it('else the division pressed, else the map', () => {
    expect(movableAt(null, { level: 1, id: 'FR-1' })).toEqual({ kind: 'division', level: 1, id: 'FR-1' });
    expect(movableAt(drawnIn('levels'), null)).toEqual({ kind: 'map' });
  });
});
