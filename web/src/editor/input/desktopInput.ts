import { domToolHost } from './domToolHost';
import { hitTest } from './hitTest';
import type { MapInput, MapInputTarget } from './mapInput';
import { attachMouseAdapter } from './mouseAdapter';
import { ToolMachine } from './tools/toolMachine';
import { attachWheelZoom } from './wheelZoom';

/**
 * The desktop's map input: the mouse adapter feeds the tools' state machine (click paints,
 * double-click reverts, drags move or pan, a drag on empty frame selects annotations by rectangle,
 * annotations are placed, selected, dragged and typed into, the map's texts too), the wheel zooms,
 * hover names.
 */
export function attachDesktopInput(target: MapInputTarget): MapInput {
  const { surface, editor, geometry } = target;
  const wheel = attachWheelZoom(surface, editor, (live) => target.view.setLive(live));
  const hits = hitTest(surface, editor, geometry.projected);
  const adapter = attachMouseAdapter(surface, hits, (event) => machine.handle(event));
  const host = domToolHost(target, { wheel, claim: () => adapter.claim(), marquee: true, shield: true });
  const machine = new ToolMachine(host);
  return {
    endGestures: () => {
      wheel.end();
      machine.endGestures();
    },
    detach: () => {
      // A drag cut short (the editor swapped at the breakpoint) still closes its undo step and lets
      // the panels hear of it.
      machine.endGestures();
      adapter.detach();
      wheel.detach();
    },
  };
}
