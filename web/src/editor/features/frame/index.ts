import type { Feature } from '../feature';

/** The frame: its size, margins and background. */
export const frame: Feature = { name: 'frame', actions: [], panels: ['FramePanel'] };
