import { account } from './account';
import { annotations } from './annotations';
import { data } from './data';
import { mapExport } from './export';
import type { Feature } from './feature';
import { file } from './file';
import { frame } from './frame';
import { insets } from './insets';
import { labels } from './labels';
import { legend } from './legend';
import { levels } from './levels';
import { paint } from './paint';
import { patterns } from './patterns';
import { territories } from './territories';
import { projection } from './projection';
import { shown } from './shown';
import { texts } from './texts';
import { time } from './time';

/**
 * Every feature of the editor, registered once (decision "The editor by feature"): the desktop's side
 * panel stands their panels in this order, and the action registry lists their actions in it within
 * each group (actions/registry.ts). A new feature is a folder here and one line in this list.
 */
export const FEATURES: readonly Feature[] = [
  paint,
  annotations,
  levels,
  shown,
  projection,
  insets,
  labels,
  legend,
  territories,
  file,
  data,
  time,
  texts,
  frame,
  patterns,
  account,
  mapExport,
];
