// Home's league result card (issue 31), loaded as its own chunk after home's first render: home's initial
// JS and CSS stay within their budget (docs/performance.md), and the card adds one request once home is up.
import { lazy, Suspense } from "react";

const Body = lazy(() => import("./liga-rezultati-body"));

export function LigaRezultatiCard() {
  return (
    <Suspense fallback={null}>
      <Body />
    </Suspense>
  );
}
