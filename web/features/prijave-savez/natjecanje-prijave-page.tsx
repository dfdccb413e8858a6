// /savez/natjecanja/:id/prijave (issue 30): a competition's entries for its federation's staff: the entry
// settings, the events (one by one or a CSV), every entry with filters and 'Odbij' (with a reason), the waiting
// lists with their positions, and a late entry by hand.
import { Klubovi } from "../../../shared/entities/klub/operations";
import { T_PRIJAVE_SAVEZ } from "../../../shared/texts";
import { useOperation } from "../../lib/graphql";
import { DisciplineSection } from "./components/discipline-section";
import { NaknadnaForm } from "./components/naknadna-form";
import { NatjecanjeFrame } from "./components/natjecanje-frame";
import { CekanjeSection, NastupiSection } from "./components/nastupi-section";
import { PostavkeForm } from "./components/postavke-form";
import type { PrijaveSaveza } from "../../lib/prijave-savez";

function Screen({ data }: { data: PrijaveSaveza }) {
  const { natjecanje, postavke, discipline, nastupi } = data;
  const savezId = natjecanje.savez_id;
  const klubovi = (useOperation(Klubovi, { savez_id: savezId }, { enabled: !!savezId }).data?.klubovi ?? [])
    .map((k) => ({ id: k.id, naziv: k.kratki_naziv || k.naziv }))
    .sort((a, b) => a.naziv.localeCompare(b.naziv, "hr"));
  return (
    <>
      <PostavkeForm natjecanjeId={natjecanje.id} savezId={savezId} postavke={postavke} />
      <DisciplineSection natjecanjeId={natjecanje.id} savezId={savezId} discipline={discipline} />
      <NastupiSection natjecanjeId={natjecanje.id} discipline={discipline} klubovi={klubovi} />
      <CekanjeSection nastupi={nastupi} />
      {postavke && discipline.length > 0 ? (
        <section aria-labelledby="naknadna-naslov">
          <h2 id="naknadna-naslov">{T_PRIJAVE_SAVEZ.naknadna.naslov}</h2>
          <p>{T_PRIJAVE_SAVEZ.naknadna.opis}</p>
          {klubovi.length > 0 ? (
            <NaknadnaForm savezId={savezId} discipline={discipline} klubovi={klubovi} />
          ) : (
            <p>{T_PRIJAVE_SAVEZ.naknadna.nemaKlubova}</p>
          )}
        </section>
      ) : null}
    </>
  );
}

export function Component() {
  return <NatjecanjeFrame title={T_PRIJAVE_SAVEZ.natjecanjeNaslov}>{(data) => <Screen data={data} />}</NatjecanjeFrame>;
}
