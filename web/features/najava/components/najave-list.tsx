// The federation's announcements under the entry form, newest first, each with 'Uredi' (title and text, and
// its 'Povijest') and 'Obriši' (to 'Obrisano').
import { Najave, type StoredNajava } from "../../../../shared/entities/feed/operations";
import { najavaSchema } from "../../../../shared/entities/feed/input";
import { FEED_FIELDS, FEED_FIELD_NAMES } from "../../../../shared/entities/feed/fields";
import { formFields, formValues, maskOf } from "../../../../shared/entities/fields";
import { T_UREDI } from "../../../../shared/texts";
import { EditableFieldsItem } from "../../../components/fields-edit-form";
import { SlikaEdit } from "./slika-edit";
import { useCurrentSavez } from "../../../lib/current-savez";
import { useOperation } from "../../../lib/graphql";
import "../../../styles/staff.css";

type Najava = StoredNajava;

/** The announcement's fields as its folder declares them, checked as the entry form checks them. */
const FIELDS = formFields(FEED_FIELDS);
const SCHEMA = najavaSchema.pick(maskOf(FEED_FIELD_NAMES));

const labelOf = (n: Najava) => n.subject || (n.description ?? "").slice(0, 60);

function NajavaItem({ najava }: { najava: Najava }) {
  return (
    <EditableFieldsItem
      editable="Najava"
      row={najava}
      label={labelOf(najava)}
      form={{ fields: FIELDS, schema: SCHEMA, values: formValues(FEED_FIELDS, najava) }}
      also={(close) => <SlikaEdit row={najava} slikaUrl={najava.slika_url} onSaved={close} />}
    >
      {najava.slika_url ? <img className="item-thumb" src={najava.slika_url} alt="" loading="lazy" /> : null}
      <p className="clamp">{najava.description}</p>
    </EditableFieldsItem>
  );
}

export function NajaveList() {
  const { savezId, ready } = useCurrentSavez();
  const { data } = useOperation(Najave, { savez_id: savezId }, { enabled: ready });
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
