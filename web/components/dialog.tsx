// Dialogs on Radix Dialog: a titled, described modal (focus trapped, Escape closes, focus returns to the
// button that opened it), and on it the confirmation every role change, withdrawal and delete goes through:
// it names the person or the item, shows a refusal inside (e.g. a 409) and stays open.
import * as Dialog from "@radix-ui/react-dialog";
import { useState, type ReactNode } from "react";
import { T, T_ADMIN } from "../../shared/texts";
import "./dialog.css";
import { Alert } from "./ui/alert";
import { Button } from "./ui/button";
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
  variant?: "primary" | "secondary" | "text";
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await action();
      setOpen(false);
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : T.genericError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant={variant}
        className={className}
        aria-label={accessibleLabel}
        aria-haspopup="dialog"
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
      >
        {hiddenLabel ? (
          <>
            <span aria-hidden="true">{label}</span>
            <span className="visually-hidden">{hiddenLabel}</span>
          </>
        ) : (
          label
        )}
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
