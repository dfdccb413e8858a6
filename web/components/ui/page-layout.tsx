import type { ReactNode } from "react";

/** A screen's content column: its title as the page's h1, then the content; `narrow` caps the width at 720. */
export function PageLayout({ title, narrow, children }: { title?: ReactNode; narrow?: boolean; children: ReactNode }) {
  return (
    <div className={narrow ? "page page-narrow" : "page"}>
      {title ? <h1 className="page-title">{title}</h1> : null}
      {children}
    </div>
  );
}
