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
      {/* A heading inside the summary: the panels are the page's sections after its h1 (the country). */}
      <summary className="panel__title">
        <h2>{title}</h2>
      </summary>
      <div className="panel__body">{children}</div>
    </details>
  );
}
