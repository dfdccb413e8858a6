// Dialogs on Radix Dialog: a titled, described modal (focus trapped, Escape closes, focus returns to the
// button that opened it), and on it the confirmation every role change, withdrawal and delete goes through:
// it names the person or the item, shows a refusal inside (e.g. a 409) and stays open.
import * as Dialog from "@radix-ui/react-dialog";
import { useState, type ReactNode } from "react";
import { T, T_ADMIN } from "../../shared/texts";
import "./dialog.css";
import { Alert } from "./ui/alert";
import { Button, type Variant } from "./ui/button";
import { Modal } from "./ui/modal";

/** A modal with a title and a description; `alert` makes it an alertdialog that a click outside does not close. */
export function DialogFrame({
  open,
  onOpenChange,
  title,
  description,
  alert = false,
  wide = false,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  alert?: boolean;
  /** Room for a form with a table (an edit dialog). */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      overlayClassName="dialog-overlay"
      className={wide ? "dialog dialog-wide" : "dialog"}
      role={alert ? "alertdialog" : "dialog"}
      onPointerDownOutside={alert ? (event) => event.preventDefault() : undefined}
      onInteractOutside={alert ? (event) => event.preventDefault() : undefined}
    >
      <Dialog.Title>{title}</Dialog.Title>
      <Dialog.Description>{description}</Dialog.Description>
      {children}
    </Modal>
  );
}

/** 'Odustani': closes the dialog without doing anything. */
export function CancelButton({ disabled }: { disabled?: boolean }) {
  return (
    <Dialog.Close asChild>
      <Button variant="text" disabled={disabled}>
        {T_ADMIN.odustani}
      </Button>
    </Dialog.Close>
  );
}

/**
 * Runs an async action with its busy state and its failure's message (the error's, else the generic text):
 * `run` resolves true when the action succeeded. One place for what every acting button needs.
 */
export function useBusyAction(action: () => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      await action();
      return true;
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : T.genericError);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run, clearError: () => setError(null) };
}

/**
 * A button that acts at once (no question: 'Vrati' brings a deleted item back), disabled while the action runs,
 * with the failure's message under it. `hiddenLabel` is what assistive technology reads instead of `label`.
 */
export function ActionButton({
  label,
  hiddenLabel,
  action,
  variant = "secondary",
}: {
  label: string;
  hiddenLabel?: string;
  action: () => Promise<void>;
  variant?: Variant;
}) {
  const { busy, error, run } = useBusyAction(action);
  return (
    <>
      <Button variant={variant} disabled={busy} aria-busy={busy} onClick={() => void run()}>
        <ButtonText label={label} hiddenLabel={hiddenLabel} />
      </Button>
      {error ? <Alert severity="error">{error}</Alert> : null}
    </>
  );
}

/** A button's text, or what assistive technology reads instead of it (one text node each). */
function ButtonText({ label, hiddenLabel }: { label: string; hiddenLabel?: string }) {
  if (!hiddenLabel) return label;
  return (
    <>
      <span aria-hidden="true">{label}</span>
      <span className="visually-hidden">{hiddenLabel}</span>
    </>
  );
}

/**
 * A button that asks first: it opens an alertdialog with `question`; confirming runs `action`, which closes
 * the dialog when it resolves and keeps it open with the failure's message when it throws.
 */
export function ConfirmButton({
  label,
  accessibleLabel,
  hiddenLabel,
  title,
  question,
  confirmLabel,
  action,
  variant = "secondary",
  className,
}: {
  label: string;
  accessibleLabel?: string;
  /** The name assistive technology reads instead of the label (naming the item a list's button is for). */
  hiddenLabel?: string;
  title: string;
  question: string;
  confirmLabel: string;
  action: () => Promise<void>;
  variant?: Variant;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const { busy, error, run, clearError } = useBusyAction(action);

  const confirm = async () => {
    if (await run()) setOpen(false);
  };

  return (
    <>
      <Button
        variant={variant}
        className={className}
        aria-label={accessibleLabel}
        aria-haspopup="dialog"
        onClick={() => {
          clearError();
          setOpen(true);
        }}
      >
        <ButtonText label={label} hiddenLabel={hiddenLabel} />
      </Button>
      <DialogFrame
        open={open}
        onOpenChange={(next) => !busy && setOpen(next)}
        title={title}
        description={question}
        alert
      >
        {error ? <Alert severity="error">{error}</Alert> : null}
        <div className="row">
          <Button onClick={() => void confirm()} disabled={busy} aria-busy={busy}>
            {confirmLabel}
          </Button>
          <CancelButton disabled={busy} />
        </div>
      </DialogFrame>
    </>
  );
}
