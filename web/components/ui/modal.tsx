// A Radix Dialog modal (focus trapped, Escape closes, focus returns to what opened it), shared by the side
// drawer and the admin area's dialogs. Radix is imported only by lazy chunks through this file, never with home.
import * as Dialog from "@radix-ui/react-dialog";
import type { ComponentPropsWithoutRef } from "react";

/** The modal: its overlay (`overlayClassName`) and its content, which takes Radix Dialog.Content's props. */
export function Modal({
  open,
  onOpenChange,
  overlayClassName,
  ...content
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  overlayClassName: string;
} & ComponentPropsWithoutRef<typeof Dialog.Content>) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={overlayClassName} />
        <Dialog.Content {...content} />
      </Dialog.Portal>
    </Dialog.Root>
  );
}
