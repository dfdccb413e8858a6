// /moj-klub (issue 29): a club official's club: its athletes with their licences for the active season (add
// by hand or by CSV, request licences one by one or many at once, see each status and a rejection's reason,
// open an approved licence's card), transfers, and the club's details. An official of several clubs picks one.
import { useState } from "react";
import { T, T_MOJ_KLUB } from "../../../shared/texts";
import { LabelledSelect } from "../../components/labelled-select";
import { Alert } from "../../components/ui/alert";
import { PageLayout } from "../../components/ui/page-layout";
import { Spinner } from "../../components/ui/spinner";
import { useSession } from "../../lib/session";
import { personKey } from "./csv";
import { useKategorije, useLicence, useMojiKlubovi, useSportasi, type MojKlub } from "./api/moj-klub";
import { PodaciSection } from "./components/podaci-section";
import { SportasForm } from "./components/sportas-form";
import { SportasiImport } from "./components/sportasi-import";
import { SportasiList } from "./components/sportasi-list";
import { TransferiSection } from "./components/transferi-section";
import { UtakmiceLink } from "../../components/lige/utakmice-link";
import { MojePrijaveLink } from "../../components/prijave/moje-prijave-link";
import "./moj-klub.css";

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="moj-klub-section">
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function KlubView({ klub }: { klub: MojKlub }) {
  const sportasi = useSportasi(klub);
  const licence = useLicence(klub);
  const kategorije = useKategorije(klub.savez_id).data?.dobne_kategorije ?? [];
  const rows = sportasi.data?.sportasi ?? [];
  const known = {
    oibs: new Set(rows.flatMap((s) => (s.oib ? [s.oib] : []))),
    people: new Set(rows.map((s) => personKey(s.ime, s.prezime, s.datum_rodenja))),
  };
  return (
    <>
      <p>
        {klub.savez?.naziv}
        {klub.sezona ? ` · ${T_MOJ_KLUB.sezonaAktivna(klub.sezona.naziv)}` : null}
      </p>
      <UtakmiceLink />
      <Section id="moj-klub-sportasi" title={T_MOJ_KLUB.sportasi}>
        {sportasi.isLoading ? <Spinner label={T.loading} /> : null}
        {sportasi.error || licence.error ? <Alert severity="error">{T_MOJ_KLUB.greska}</Alert> : null}
        {sportasi.data ? (
          <SportasiList klub={klub} sportasi={rows} licence={licence.data?.licence ?? []} kategorije={kategorije} />
        ) : null}
        <SportasForm klub={klub} />
        <SportasiImport klub={klub} known={known} />
      </Section>
      <Section id="moj-klub-transferi" title={T_MOJ_KLUB.transferi}>
        <TransferiSection klub={klub} sportasi={rows} />
      </Section>
      <Section id="moj-klub-podaci" title={T_MOJ_KLUB.podaci}>
        <PodaciSection klub={klub} />
      </Section>
    </>
  );
}

/** /moj-klub */
export function Component() {
  const { token } = useSession();
  const { data, error, isLoading } = useMojiKlubovi();
  const [chosen, setChosen] = useState("");
  const klubovi = data?.klubovi ?? [];
  const klub = klubovi.find((k) => k.id === chosen) ?? klubovi[0];
  if (!token) {
    return (
      <PageLayout title={T_MOJ_KLUB.mojKlub}>
        <Alert severity="info">{T.pleaseLogin}</Alert>
      </PageLayout>
    );
  }
  return (
    <PageLayout title={klub ? `${T_MOJ_KLUB.mojKlub}: ${klub.naziv}` : T_MOJ_KLUB.mojKlub}>
      {isLoading ? <Spinner label={T.loading} /> : null}
      {error ? <Alert severity="error">{T_MOJ_KLUB.greska}</Alert> : null}
      {data && klubovi.length === 0 ? <p>{T_MOJ_KLUB.nisteDuznosnik}</p> : null}
      {klubovi.length > 1 ? (
        <LabelledSelect
          id="moj-klub-odabir"
          label={T_MOJ_KLUB.odaberiKlub}
          value={klub?.id ?? ""}
          options={klubovi.map((k) => ({ value: k.id, label: k.naziv }))}
          onChange={setChosen}
        />
      ) : null}
      {klub ? <MojePrijaveLink /> : null}
      {klub ? <KlubView key={klub.id} klub={klub} /> : null}
    </PageLayout>
  );
}
