/** Arrow keys nudge the selection: 1 frame pixel, 10 with Shift. */
const NUDGE_STEP = 1;
const NUDGE_LARGE_STEP = 10;

export type NudgeDirection = 'up' | 'down' | 'left' | 'right';

const ARROW_KEYS: Readonly<Record<string, NudgeDirection>> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

/** The nudge direction for a KeyboardEvent.key, or undefined for any other key. */
export function nudgeDirectionOfKey(key: string): NudgeDirection | undefined {
  return ARROW_KEYS[key];
}

/** The delta in frame pixels for one nudge. */
export function nudgeVector(direction: NudgeDirection, large = false): { dx: number; dy: number } {
  const step = large ? NUDGE_LARGE_STEP : NUDGE_STEP;
  switch (direction) {
    case 'up':
      return { dx: 0, dy: -step };
    case 'down':
      return { dx: 0, dy: step };
    case 'left':
      return { dx: -step, dy: 0 };
    case 'right':
      return { dx: step, dy: 0 };
  }
}
