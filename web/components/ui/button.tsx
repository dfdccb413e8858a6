import type { ButtonHTMLAttributes } from "react";
import { Link, type LinkProps } from "react-router";

/** primary red, secondary blue, text (no fill), danger (a destructive action, outlined in red). */
export type Variant = "primary" | "secondary" | "text" | "danger";

function classes(variant: Variant, className?: string) {
  return ["btn", `btn-${variant}`, className].filter(Boolean).join(" ");
}

/** A themed button, at least 44 px high; `variant` picks the palette colour, a text or a danger button. */
export function Button({
  variant = "primary",
  className,
  type = "button",
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return <button type={type} className={classes(variant, className)} {...props} />;
}

/** A router link styled as a button. */
export function ButtonLink({ variant = "primary", className, ...props }: LinkProps & { variant?: Variant }) {
  return <Link className={classes(variant, className)} {...props} />;
}
