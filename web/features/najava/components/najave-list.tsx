// The federation's announcements under the entry form, newest first, each with 'Uredi' (title and text, and
// its 'Povijest') and 'Obriši' (to 'Obrisano').
import { useState } from "react";
import { najavaSchema } from "../../../../shared/schemas/najava";
import { T, T_UREDI } from "../../../../shared/texts";
import { EditDialog } from "../../../components/edit-dialog";
import { FieldsEditForm } from "../../../components/fields-edit-form";
import { RowActions } from "../../../components/row-actions";
import { Card } from "../../../components/ui/card";
import { useCurrentSavez } from "../../../lib/current-savez";
import { useGraphQL } from "../../../lib/graphql";

interface Najava {
  id: string;
  subject: string | null;
  description: string;
  created_at: string | null;
  version: number;
}

const FIELDS = [
  { name: "subject", label: T.naslov },
  { name: "description", label: T.opis, kind: "textarea" },
] as const;
const SCHEMA = najavaSchema.pick({ subject: true, description: true });

const labelOf = (n: Najava) => n.subject || n.description.slice(0, 60);

function NajavaItem({ najava }: { najava: Najava }) {
  const [editing, setEditing] = useState(false);
  const label = labelOf(najava);
  return (
    <Card>
      <h3>{label}</h3>
      <p className="clamp">{najava.description}</p>
      <RowActions editable="Najava" row={najava} label={label} onEdit={() => setEditing(true)} />
      <EditDialog open={editing} onOpenChange={setEditing} label={label} entity="feed" entityId={najava.id}>
        <FieldsEditForm
          editable="Najava"
          row={najava}
          fields={FIELDS}
          schema={SCHEMA}
          values={{ subject: najava.subject ?? "", description: najava.description }}
          onSaved={() => setEditing(false)}
        />
      </EditDialog>
    </Card>
  );
}

export function NajaveList() {
  const { savezId, ready } = useCurrentSavez();
  const { data } = useGraphQL<{ feed: Najava[] }>("Najave", { savez_id: savezId }, { enabled: ready });
  if (!data?.feed.length) return null;
  return (
    <section aria-labelledby="najave-naslov">
      <h2 id="najave-naslov">{T_UREDI.vrste.feed}</h2>
      <div className="grid">
        {data.feed.map((n) => (
          <NajavaItem key={n.id} najava={n} />
        ))}
      </div>
    </section>
  );
}
