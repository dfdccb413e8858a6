// Photos leave the phone small and clean: a picture is decoded, scaled so that its longer side is at most
// `maxSide` pixels, and encoded again from the canvas. Re-encoding from pixels is what drops the EXIF block
// (camera, time, GPS location): nothing of the original file's metadata reaches the upload. The browser's
// own decoder applies the EXIF orientation first, so a portrait photo stays upright.

export interface ResizeOptions {
  /** The longer side of the result at most, in pixels. */
  maxSide: number;
  /** The encoding of the result; WebP where the browser can write it, else JPEG. */
  type?: "image/webp" | "image/jpeg";
  /** Lossy quality, 0..1. */
  quality?: number;
}

/** The size `width` x `height` scaled down (never up) so that its longer side is at most `maxSide`. */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

const EXTENSION: Record<string, string> = { "image/webp": "webp", "image/jpeg": "jpg" };

/**
 * A new file holding `file`'s picture at most `maxSide` px on its longer side, re-encoded (no metadata).
 * Throws when the browser cannot decode `file` as an image; the caller shows its own message.
 */
export async function resizeImage(file: Blob & { name?: string }, options: ResizeOptions): Promise<File> {
  const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height, options.maxSide);
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("canvas 2d context unavailable");
    context.drawImage(bitmap, 0, 0, width, height);
    const blob = await encode(canvas, options.type ?? "image/webp", options.quality ?? 0.85);
    const base = (file.name ?? "slika").replace(/\.[^.]*$/, "") || "slika";
    return new File([blob], `${base}.${EXTENSION[blob.type] ?? "jpg"}`, { type: blob.type });
  } finally {
    bitmap.close();
  }
}

/** The canvas as `type`, falling back to JPEG where the browser cannot encode WebP (it answers PNG then). */
async function encode(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob> {
  const first = await toBlob(canvas, type, quality);
  if (first.type === type || type === "image/jpeg") return first;
  return toBlob(canvas, "image/jpeg", quality);
}

function toBlob(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("encoding failed"))), type, quality),
  );
}
