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

/** One card of a LogoGrid: a federation or a club, its name linking to `to`, and a line about it. */
export interface LogoCardItem {
  naziv: string;
  logoKey: string | null;
  to: string;
  text?: string | null;
}

/** A grid of federations or clubs: each one's logo (`size` px), its name linking to its page, its line. */
export function LogoGrid({ cards, size, testId }: { cards: readonly LogoCardItem[]; size: number; testId: string }) {
  return (
    <ul className="grid savezi-list">
      {cards.map(({ naziv, logoKey, to, text }) => (
        <li key={to}>
          <Card className="savez-card" data-testid={testId}>
            <SavezLogo naziv={naziv} logoKey={logoKey} alt="" size={size} />
            <div>
              <h2>
                <Link to={to}>{naziv}</Link>
              </h2>
              {text ? <p>{text}</p> : null}
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
