import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-700.css';
import '@fontsource/inter/latin-ext-400.css';
import '@fontsource/inter/latin-ext-700.css';
import './published.css';
import { followHeightWhenFramed } from './embedHeight';
import { enableHoverNames, readDivisionNames } from './hoverNames';
import { enableNarrowLayout } from './narrowLayout';
import { enableTimeSeries } from './timeSeries';
import { enableZoom } from './viewer';

/**
 * The public page of a published map (/m/{id}). The server sends the map already drawn (renderMap's SVG)
 * with its links; this script, the page's only one, adds the zoom buttons, the hover names, a time
 * map's slider and play and, in an embed, the height messages. It imports nothing of the editor or the app.
 */
function start(main: HTMLElement): void {
  const svg = main.querySelector<SVGSVGElement>('svg.published__map');
  const stage = main.querySelector<HTMLElement>('.published__stage');
  const tooltip = main.querySelector<HTMLElement>('.published__tooltip');
  const frame = { width: Number(main.dataset.frameWidth), height: Number(main.dataset.frameHeight) };
  if (!svg || !stage) return;
  main.style.setProperty('--frame-ratio', `${frame.width} / ${frame.height}`);
  enableZoom(stage, svg, frame);
  const layout = enableNarrowLayout(main, stage, svg, frame);
  const names = readDivisionNames(document.getElementById('published-names'));
  if (names && tooltip) enableHoverNames(stage, svg, tooltip, names);
  enableTimeSeries(main, svg);
  followHeightWhenFramed(frame, layout.height);
  // For bench/publish: the map was parsed with the page; this marks the first frame painted after it.
  requestAnimationFrame(() => setTimeout(() => performance.mark('mapwright:published-painted')));
}

const main = document.querySelector<HTMLElement>('main.published');
if (main) start(main);
