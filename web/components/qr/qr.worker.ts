// The cards' QR encoder, off the main thread: choosing a QR's mask scores eight candidates, ~30 ms of cold code
// a card on a phone, which would otherwise hold up taps and scrolling while /membership renders.
import { qrShape } from "./qr-shape";

export type QrRequest = { id: number; text: string };
export type QrAnswer = { id: number; size: number; path: string };

self.onmessage = (event: MessageEvent<QrRequest>) => {
  const { id, text } = event.data;
  self.postMessage({ id, ...qrShape(text) } satisfies QrAnswer);
};
