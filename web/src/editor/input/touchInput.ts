import { domToolHost } from './domToolHost';
import { hitTest } from './hitTest';
import type { MapInput, MapInputTarget } from './mapInput';
import { attachTouchAdapter } from './touchAdapter';
import { ToolMachine } from './tools/toolMachine';
import { attachWheelZoom } from './wheelZoom';

/**
 * The phone's map input: the touch adapter feeds the same tools' state machine as the desktop's. A
 * tap paints (the first tap of a double-tap too, so the fill shows at once), a double-tap undoes that
 * paint and reverts the division (one "revert" step, as a desktop double-click), a long press names
 * the division and its parent, one finger pans the map in the paint tool and drags what the move tool
 * grabbed (the map by default) in the move tool, and
 * two fingers pan and pinch-zoom around their centre in any tool; annotations are placed, selected and
 * dragged as on the desktop, without the rectangle (a finger on the empty frame pans). Every drag or
 * pinch is one undo step, its moves applied once per animation frame while the map is only moved and
 * scaled on the compositor (MapView.setLive); it is drawn sharp when the fingers lift. A mouse on a
 * narrow window gets the same taps and drags, and its wheel zooms.
 */
export function attachTouchInput(target: MapInputTarget): MapInput {
  const { surface, editor, geometry } = target;
  const wheel = attachWheelZoom(surface, editor, (live) => target.view.setLive(live));
  const hits = hitTest(surface, editor, geometry.projected);
  // The whole stage takes the fingers, not only the page: on a phone the grey around it is most of
  // the screen, and a pinch started there must zoom the map rather than the browser.
  const area = surface.closest<HTMLElement>('.map-stage') ?? surface;
  const adapter = attachTouchAdapter(area, hits, (event) => machine.handle(event));
  const host = domToolHost(target, { wheel, claim: () => adapter.claim(), marquee: false, shield: false });
  const machine = new ToolMachine(host);
  return {
    endGestures: () => {
      wheel.end();
      machine.endGestures();
    },
    detach: () => {
      machine.endGestures();
      adapter.detach();
      wheel.detach();
    },
  };
}
