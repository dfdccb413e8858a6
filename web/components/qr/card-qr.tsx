import { cardUrl } from "../../../shared/paths";
import { T_PROVJERA } from "../../../shared/texts";
import { useAsyncValue } from "../../lib/use-async-value";
import { encodeQr } from "./qr-client";

/**
 * The quiet zone around the code, in modules: ISO/IEC 18004's 4, drawn white, so the code scans whatever is
 * around it (a dark dialog in the dark theme, a card's coloured edge).
 */
const MARGIN = 4;

/** The card's QR: the URL of its public verification page (`/provjera/<token>`, at most 300 characters). */
export function CardQr({ token }: { token: string }) {
  const url = cardUrl(window.location.origin, token);
  const shape = useAsyncValue(url, encodeQr);
  // The QR's box is there from the first render, so the card does not grow (and shift the next) when it comes.
  if (!shape) return <span className="membership-qr membership-qr-pending" aria-hidden="true" />;
  const side = shape.size + 2 * MARGIN;
  return (
    <a href={url} className="membership-qr" data-testid="membership-qr" data-url={url}>
      <svg
        viewBox={`${-MARGIN} ${-MARGIN} ${side} ${side}`}
        role="img"
        aria-label={T_PROVJERA.qrAlt}
        shapeRendering="crispEdges"
      >
        <rect x={-MARGIN} y={-MARGIN} width={side} height={side} fill="#fff" />
        <path d={shape.path} fill="#000" />
      </svg>
    </a>
  );
}
