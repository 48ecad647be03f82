import type { ReactNode } from 'react';

/** A collapsible side-panel section; open by default so everything is one glance away. */
export function Panel({
  title,
  children,
  open = true,
}: {
  title: string;
  children: ReactNode;
  open?: boolean;
}) {
  return (
    <details className="panel" open={open}>
      <summary className="panel__title">{title}</summary>
      <div className="panel__body">{children}</div>
    </details>
  );
}
