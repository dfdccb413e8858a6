import { correction, generate } from "lean-qr";
import { toSvgPath } from "lean-qr/extras/svg";

/** A QR code as one SVG path of its dark modules, `size` modules square (no quiet zone). */
export type QrShape = { size: number; path: string };

/** The QR of `text` at correction level L, its mask chosen by ISO 18004's penalty rules (pure). */
export function qrShape(text: string): QrShape {
  const code = generate(text, { minCorrectionLevel: correction.L, maxCorrectionLevel: correction.L });
  return { size: code.size, path: toSvgPath(code) };
}
