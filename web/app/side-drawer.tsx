import { lazy, Suspense, useRef, useState } from "react";
import { T_UI } from "../../shared/texts/home";

const loadDialog = () => import("./drawer-dialog");
const DrawerDialog = lazy(loadDialog);

/** The drawer button; the dialog itself (Radix) loads on first use, or early when the pointer comes near. */
export function SideDrawer({ signedIn }: { signedIn: boolean }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const preload = () => void loadDialog();
  return (
    <>
      <button
        ref={button}
        type="button"
        className="icon-button"
        aria-label={T_UI.openMenu}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
          <path d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
        </svg>
      </button>
      {used ? (
        <Suspense fallback={null}>
          <DrawerDialog open={open} onOpenChange={setOpen} signedIn={signedIn} trigger={button} />
        </Suspense>
      ) : null}
    </>
  );
}
