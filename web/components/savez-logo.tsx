import { imageUrl } from "../../shared/paths";
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
