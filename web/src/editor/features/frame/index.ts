import type { Feature } from '../feature';
import { FramePanel } from './FramePanel';

/** The frame: its size, margins and background. */
export const frame: Feature = { name: 'frame', actions: [], panels: [FramePanel] };
