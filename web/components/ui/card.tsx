import type { HTMLAttributes } from "react";

/** A raised surface for one item (event, result, membership, document, menu entry). */
export function Card({ className, ...props }: HTMLAttributes<HTMLElement>) {
  return <article className={["card", className].filter(Boolean).join(" ")} {...props} />;
}
