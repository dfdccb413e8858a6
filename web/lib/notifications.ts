// The app's one notification slot (SPEC §9: one visible at a time, not stacked): a new message
// replaces the current one. This module is pure: no I/O.
import { createStore } from "./create-store";
import type { Severity } from "../components/ui/alert";

/** The message on screen, or null. `id` changes with every message so a repeated text re-announces. */
export interface Notice {
  id: number;
  message: string;
  severity: Severity;
}

/** The single notification slot. */
export const noticeStore = createStore<Notice | null>(null);

let nextId = 1;

/** Shows `message`, replacing whatever notification is visible. */
export function notify(message: string, severity: Severity = "info"): void {
  noticeStore.set({ id: nextId++, message, severity });
}

/** Hides the visible notification. */
export function dismissNotice(): void {
  noticeStore.set(null);
}
