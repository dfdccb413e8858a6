import QRCode from "qrcode";
import { useEffect, useState } from "react";
import { cardUrl } from "../../../../shared/paths";
import { T_PROVJERA } from "../../../../shared/texts";

/** The card's QR: the URL of its public verification page (`/provjera/<token>`, at most 300 characters). */
export function CardQr({ token }: { token: string }) {
  const url = cardUrl(window.location.origin, token);
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toDataURL(url, { errorCorrectionLevel: "L", margin: 2, width: 220 }).then((data) => {
      if (live) setSrc(data);
    });
    return () => {
      live = false;
    };
  }, [url]);
  // The QR's box is there from the first render, so the card does not grow (and shift the next) when it comes.
  if (!src) return <span className="membership-qr membership-qr-pending" aria-hidden="true" />;
  return (
    <a href={url} className="membership-qr" data-testid="membership-qr" data-url={url}>
      <img src={src} alt={T_PROVJERA.qrAlt} width="220" height="220" />
    </a>
  );
}
