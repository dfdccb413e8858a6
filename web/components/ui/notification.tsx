import { useEffect, useSyncExternalStore } from "react";
import { dismissNotice, noticeStore } from "../../lib/notifications";

const VISIBLE_MS = 6000;

/** Renders the one current notification (SPEC §9); call `notify()` from web/lib/notifications to show one. */
export function Notification() {
  const notice = useSyncExternalStore(noticeStore.subscribe, noticeStore.get, () => null);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(dismissNotice, VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  return (
    <div className="notification-region" aria-live="polite">
      {notice ? (
        <div key={notice.id} className={`notification alert alert-${notice.severity}`} role="status">
          <span>{notice.message}</span>
          <button type="button" className="btn btn-text" onClick={dismissNotice} aria-label="Close">
            ×
          </button>
        </div>
      ) : null}
    </div>
  );
}
