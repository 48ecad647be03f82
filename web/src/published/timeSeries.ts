/**
 * A time map on the public page: the server drew the map at its current step and sent every step's
 * fills (the divisions whose colour changes, as indices into a list of colours) and labels as JSON
 * (server/src/published/page-html.ts). The slider and play recolour the drawn paths in place and
 * change the step's label; the classes span every step, so the heat bar stays as drawn.
 */
interface SeriesData {
  readonly level: number;
  readonly current: number;
  readonly stepDuration: number;
  readonly ids: readonly string[];
  readonly colours: readonly string[];
  readonly steps: readonly { readonly label: string; readonly fills: readonly number[] }[];
}

function readSeries(script: HTMLElement | null): SeriesData | undefined {
  if (!script?.textContent) return undefined;
  try {
    const data = JSON.parse(script.textContent) as SeriesData;
    return Array.isArray(data.steps) && data.steps.length >= 2 ? data : undefined;
  } catch {
    return undefined;
  }
}

export function enableTimeSeries(main: HTMLElement, svg: SVGSVGElement): void {
  const data = readSeries(document.getElementById('published-time'));
  const control = main.querySelector<HTMLElement>('.published__time');
  const slider = control?.querySelector<HTMLInputElement>('.published__slider');
  const play = control?.querySelector<HTMLButtonElement>('.published__play');
  const output = control?.querySelector<HTMLOutputElement>('.published__step');
  if (!data || !control || !slider || !play || !output) return;
  // Each division's paths: its own, and its copies in the zoom insets.
  const paths = data.ids.map((id) => [
    ...svg.querySelectorAll<SVGElement>(
      `path[data-level="${data.level}"][data-division="${CSS.escape(id)}"], [data-level="${data.level}"] [data-zoom-division="${CSS.escape(id)}"]`,
    ),
  ]);
  const label = svg.querySelector<SVGTextElement>('[data-element="time-label"]');
  let shown = data.current;
  const show = (index: number) => {
    const step = data.steps[index];
    const before = data.steps[shown];
    if (!step || !before) return;
    step.fills.forEach((colour, i) => {
      if (index !== shown && before.fills[i] === colour) return;
      const fill = data.colours[colour] ?? '';
      for (const path of paths[i] ?? []) path.setAttribute('fill', fill);
    });
    shown = index;
    slider.value = String(index);
    slider.setAttribute('aria-valuetext', step.label);
    output.textContent = step.label;
    if (label) label.textContent = step.label;
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    clearTimeout(timer);
    timer = undefined;
    play.textContent = '▶';
    play.setAttribute('aria-label', play.dataset.playLabel ?? 'Play');
  };
  const tick = () => {
    if (shown >= data.steps.length - 1) return stop();
    show(shown + 1);
    timer = setTimeout(tick, data.stepDuration);
  };
  play.addEventListener('click', () => {
    if (timer !== undefined) return stop();
    if (shown >= data.steps.length - 1) show(0);
    play.textContent = '❚❚';
    // The page's language's words, written by the server beside the button.
    play.setAttribute('aria-label', play.dataset.pauseLabel ?? 'Pause');
    timer = setTimeout(tick, data.stepDuration);
  });
  slider.addEventListener('input', () => {
    stop();
    show(Number(slider.value));
  });
  control.hidden = false;
}
