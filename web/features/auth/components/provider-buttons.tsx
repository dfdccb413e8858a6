import { T_UI } from "../../../../shared/texts";
import { Button } from "../../../components/ui/button";

/** The identity providers offered besides email and password. */
export type ProviderId = "google" | "github";

/** Google and GitHub sign-in buttons (a popup; locally the emulator shows its own provider page). */
export function ProviderButtons({ busy, onPick }: { busy: boolean; onPick: (provider: ProviderId) => void }) {
  return (
    <div className="row">
      <Button variant="secondary" disabled={busy} onClick={() => onPick("google")}>
        {T_UI.withGoogle}
      </Button>
      <Button variant="secondary" disabled={busy} onClick={() => onPick("github")}>
        {T_UI.withGitHub}
      </Button>
    </div>
  );
}
