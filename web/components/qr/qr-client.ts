import type { QrShape } from "./qr-shape";
import type { QrAnswer, QrRequest } from "./qr.worker";

let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, (shape: QrShape) => void>();

function encoder(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL("./qr.worker.ts", import.meta.url), { type: "module" });
  worker.onmessage = (event: MessageEvent<QrAnswer>) => {
    const { id, size, path } = event.data;
    pending.get(id)?.({ size, path });
    pending.delete(id);
  };
  return worker;
}

/**
 * The QR of `text`, encoded by a Web Worker shared by every card on the page. Where a worker cannot start
 * (an old browser), the encoder's code loads into the page instead: slower to interact with, same code.
 */
export function encodeQr(text: string): Promise<QrShape> {
  if (typeof Worker === "undefined") return import("./qr-shape").then(({ qrShape }) => qrShape(text));
  const id = nextId++;
  return new Promise((resolve) => {
    pending.set(id, resolve);
    encoder().postMessage({ id, text } satisfies QrRequest);
  });
}
