import { useContext, type ReactNode } from 'react';
import { PanelGroupContext } from './panelGroup';

/**
 * A collapsible side-panel section; open by default so everything is one glance away. In a group
 * (a phone's sheet) the group says whether it starts open, and only one of the group is open at a time.
 * The group knows a panel by its `id` (else its title), which stays the same in every language.
 */
export function Panel({
  title,
  id,
  children,
  open = true,
}: {
  title: string;
  id?: string;
  children: ReactNode;
  open?: boolean;
}) {
  const group = useContext(PanelGroupContext);
  const key = id ?? title;
  return (
    <details
      className="panel"
      data-panel={key}
      open={group ? group.open === key : open}
      name={group?.name}
      onToggle={group ? (event) => group.toggled(key, event.currentTarget.open) : undefined}
    >
      {/* A heading inside the summary: the panels are the page's sections after its h1 (the country). */}
      <summary className="panel__title">
        <h2>{title}</h2>
      </summary>
      <div className="panel__body">{children}</div>
    </details>
  );
}
