import { useTranslation } from 'react-i18next';
import { isAnnotationTool } from '@mapwright/core/editor/session';
import { actionByName } from '../actions/registry';
import { runAction } from '../actions/run';
import type { ActionContext } from '../actions/types';
import { Icon, type IconName } from '../chrome/icons';
import { useEditorSelector } from '../state/EditorContext';
import type { Snap } from './snaps';

/** The sheets of the phone editor: each tool's options. */
export type SheetName = 'colour' | 'annotate' | 'data' | 'levels' | 'find' | 'more';

/**
 * The bottom bar: the main tools within a thumb's reach. Paint selects the paint tool and opens the
 * palette (one tap to a colour; its swatch shows the colour a tap paints with); Move selects the move
 * tool and clears the map of sheets; Annotate (on while an annotation tool is in use), Data, Levels
 * and More open their sheets (again: close them);
 * Download opens the export dialog. One tab is highlighted at a time: the open sheet's, else the
 * tool in use (which stays aria-pressed for assistive technology).
 */
export function MobileToolBar({
  ctx,
  open,
  openSheet,
  closeSheet,
}: {
  ctx: ActionContext;
  open: SheetName | null;
  openSheet: (name: SheetName, snap?: Snap) => void;
  closeSheet: () => void;
}) {
  const { t } = useTranslation('editor');
  const tool = useEditorSelector((s) => s.session.tool);
  const colour = useEditorSelector((s) => s.session.colour);
  const toggle = (name: SheetName) => (open === name ? closeSheet() : openSheet(name));

  return (
    <nav className="mobile-tools" aria-label={t('toolbar.map')} data-sheet-open={open !== null}>
      <ToolTab
        icon="paint"
        tab="paint"
        text={t('mobile.paint')}
        pressed={tool === 'paint'}
        expanded={open === 'colour'}
        onClick={() => {
          runAction(actionByName('paintTool'), ctx);
          toggle('colour');
        }}
        swatch={colour}
      />
      <ToolTab
        icon="move"
        tab="move"
        text={t('mobile.move')}
        pressed={tool === 'move'}
        onClick={() => {
          runAction(actionByName('moveTool'), ctx);
          closeSheet();
        }}
      />
      <ToolTab
        icon="note"
        tab="annotate"
        text={t('mobile.annotate')}
        pressed={isAnnotationTool(tool)}
        expanded={open === 'annotate'}
        onClick={() => toggle('annotate')}
      />
      <ToolTab
        icon="data"
        tab="data"
        text={t('mobile.data')}
        expanded={open === 'data'}
        onClick={() => toggle('data')}
      />
      <ToolTab
        icon="level2"
        tab="levels"
        text={t('mobile.levels')}
        expanded={open === 'levels'}
        onClick={() => toggle('levels')}
      />
      <ToolTab
        icon="download"
        tab="download"
        text={t('mobile.download')}
        onClick={() => {
          closeSheet();
          runAction(actionByName('exportMap'), ctx);
        }}
      />
      <ToolTab
        icon="more"
        tab="more"
        text={t('mobile.more')}
        expanded={open === 'more'}
        onClick={() => toggle('more')}
      />
    </nav>
  );
}

function ToolTab({
  tab,
  icon,
  text,
  pressed,
  expanded,
  swatch,
  onClick,
}: {
  /** The tab's name in any language (data-tab), for tests and styles. */
  tab: string;
  icon: IconName;
  text: string;
  /** A tool: whether it is the one in use. */
  pressed?: boolean;
  /** A sheet's button: whether its sheet is open. */
  expanded?: boolean;
  /** The colour a tap paints with, shown on the paint tool. */
  swatch?: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className="mobile-tools__tab"
      aria-pressed={pressed}
      aria-expanded={expanded}
      data-tab={tab}
      onClick={onClick}
    >
      <span className="mobile-tools__icon">
        <Icon name={icon} size={22} />
        {swatch && (
          <span className="mobile-tools__swatch" style={{ background: swatch }} aria-hidden="true" />
        )}
      </span>
      <span>{text}</span>
    </button>
  );
}
