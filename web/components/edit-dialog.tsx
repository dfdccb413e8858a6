// The edit dialog of a stored item: 'Podaci' (the form, prefilled) and 'Povijest' (the item's own audit
// entries: who changed what, and what it was before).
import { useState, type ReactNode } from "react";
import { T_UREDI } from "../../shared/texts";
import { AuditHistory } from "./audit-history";
import { DialogFrame } from "./dialog";

export function EditDialog({
  open,
  onOpenChange,
  label,
  entity,
  entityId,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The item's name, in the title. */
  label: string;
  /** The audit log's entity name (the table) and the row's id, for 'Povijest'. */
  entity: string;
  entityId: string;
  children: ReactNode;
}) {
  const [tab, setTab] = useState<"podaci" | "povijest">("podaci");
  const tabId = (name: string) => `edit-${entityId}-${name}`;
  return (
    <DialogFrame open={open} onOpenChange={onOpenChange} title={T_UREDI.urediNaslov(label)} description="" wide>
      <div role="tablist" aria-label={T_UREDI.urediNaslov(label)} className="row tabs">
        {(["podaci", "povijest"] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={tabId(name)}
            aria-selected={tab === name}
            aria-controls={`${tabId(name)}-panel`}
            className={tab === name ? "tab tab-active" : "tab"}
            onClick={() => setTab(name)}
          >
            {name === "podaci" ? T_UREDI.podaci : T_UREDI.povijest}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${tabId(tab)}-panel`} aria-labelledby={tabId(tab)}>
        {tab === "podaci" ? children : <AuditHistory entity={entity} entityId={entityId} />}
      </div>
    </DialogFrame>
  );
}
