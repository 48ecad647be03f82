import { mapScaleOf } from '@mapwright/core/render/transform';
import { attachAnnotationInput } from './annotationInput';
import { attachDragInput } from './dragInput';
import { attachHover } from './hoverInput';
import type { MapInput, MapInputTarget } from './mapInput';
import { attachPaintInput } from './paintInput';
import { attachTextEditInput } from './textEditInput';
import { attachWheelZoom } from './wheelZoom';

/**
 * The desktop's map input: click paints, double-click reverts, drags move or pan, the wheel zooms,
 * hover names; annotations are placed, selected, dragged and edited first, and the map's texts are
 * typed into where they are drawn.
 */
export function attachDesktopInput({ surface, editor, geometry, view }: MapInputTarget): MapInput {
  const mapScale = () => mapScaleOf(editor.document, geometry.projected);
  const wheel = attachWheelZoom(surface, editor);
  const drag = attachDragInput(surface, editor, mapScale, {
    beforeGesture: () => wheel.end(),
    onLive: (live) => view.setLive(live),
  });
  // Annotations listen first (capture): a press on one never reaches painting or the move tool.
  const detachAnnotations = attachAnnotationInput(surface, editor, geometry, {
    beforeGesture: () => wheel.end(),
    onLive: (live) => view.setLive(live),
    lift: (ids) => view.liftAnnotations(ids),
    showMarquee: (rect) => view.showMarquee(rect),
  });
  const detachTextEdit = attachTextEditInput(surface, editor);
  const detachPaint = attachPaintInput(surface, editor, geometry, () => drag.isDragging());
  const detachHover = attachHover(surface, editor);
  return {
    endGestures: () => wheel.end(),
    detach: () => {
      detachAnnotations();
      detachTextEdit();
      detachHover();
      detachPaint();
      drag.detach();
      wheel.detach();
    },
  };
}
