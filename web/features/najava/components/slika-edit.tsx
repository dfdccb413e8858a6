// The picture in an announcement's edit dialog: a new one (checked, resized and uploaded like in the entry
// form) is saved at once with the version read, and an uploaded picture can be removed; the Worker deletes the
// old object from R2 only once that save committed. A seeded picture (a static URL) is shown, not removed.
import { useId, useState } from "react";
import { API } from "../../../../shared/paths";
import { T_ENTRY } from "../../../../shared/texts";
import { useBusyAction } from "../../../components/dialog";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { saveEdit, type Versioned } from "../../../lib/edit-row";
import { useSession } from "../../../lib/session";
import { uploadSlika } from "../api/upload-slika";
import { SlikaPicker } from "./slika-picker";
import "../../../styles/staff.css";

export function SlikaEdit({
  row,
  slikaUrl,
  onSaved,
}: {
  row: Versioned;
  slikaUrl: string | null;
  onSaved: () => void;
}) {
  const { token } = useSession();
  const id = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [chosen, setChosen] = useState<File | null>(null);
  const replace = useBusyAction(async () => {
    if (!chosen) return;
    const stored = await uploadSlika(chosen, token);
    await saveEdit("Najava", row, { slika_key: stored.key }, token);
    onSaved();
  });
  const remove = useBusyAction(async () => {
    await saveEdit("Najava", row, { slika_key: null }, token);
    onSaved();
  });
  const busy = replace.busy || remove.busy;
  const uploaded = slikaUrl?.startsWith(`${API.images}/`) ?? false;
  return (
    <div className="form">
      {slikaUrl ? (
        <div className="row slika-preview">
          <img src={slikaUrl} alt={T_ENTRY.trenutnaSlika} />
          {uploaded ? (
            <Button variant="danger" disabled={busy} onClick={() => void remove.run()}>
              {T_ENTRY.ukloniSliku}
            </Button>
          ) : null}
        </div>
      ) : null}
      <SlikaPicker
        id={`${id}-slika`}
        label={T_ENTRY.zamijeniSliku}
        file={chosen}
        onFile={(file) => {
          setChosen(file);
          setRefusal(null);
        }}
        onError={setRefusal}
        disabled={busy}
      />
      {chosen ? (
        <div className="row">
          <Button disabled={busy} onClick={() => void replace.run()}>
            {T_ENTRY.spremiSliku}
          </Button>
        </div>
      ) : null}
      {[refusal, replace.error, remove.error].filter(Boolean).map((text) => (
        <Alert key={text} severity="error">
          {text}
        </Alert>
      ))}
    </div>
  );
}
