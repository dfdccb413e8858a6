import type { ReactNode } from "react";
import { Link } from "react-router";
import { imageUrl } from "../../shared/paths";
import { Card } from "./ui/card";
import "../styles/savezi.css";

/** A federation's logo (GET /api/v1/files/slike/:key), or its initials in a circle when it has none. */
export function SavezLogo({
  naziv,
  logoKey,
  alt,
  size,
}: {
  naziv: string;
  logoKey: string | null;
  alt: string;
  size: number;
}) {
  if (logoKey) {
    return <img className="savez-logo" src={imageUrl(logoKey)} alt={alt} width={size} height={size} />;
  }
  const initials = naziv
    .split(/\s+/)
    .filter((word) => word.length > 2)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join("");
  return (
    <span
      className="savez-logo savez-logo-initials"
      role={alt ? "img" : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      style={{ width: size, height: size, fontSize: size / 3 }}
    >
      {initials || naziv.slice(0, 1).toUpperCase()}
    </span>
  );
}

/** One item of a grid of federations or clubs: its logo, its name linking to `to`, and what `children` add. */
export function LogoCard({
  naziv,
  logoKey,
  size,
  to,
  testId,
  children,
}: {
  naziv: string;
  logoKey: string | null;
  size: number;
  to: string;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <li>
      <Card className="savez-card" data-testid={testId}>
        <SavezLogo naziv={naziv} logoKey={logoKey} alt="" size={size} />
        <div>
          <h2>
            <Link to={to}>{naziv}</Link>
          </h2>
          {children}
        </div>
      </Card>
    </li>
  );
}
