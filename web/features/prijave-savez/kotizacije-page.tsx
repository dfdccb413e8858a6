// /savez/natjecanja/:id/kotizacije (issue 30): each club's accepted entries and their fees, late and by-hand
// ones marked, each club's total and all clubs' together, and the CSV (fetched with the caller's token). No
// payments: the federation bills the clubs itself.
import { useParams } from "react-router";
import { eurosText } from "../../../shared/entries/euros";
import { API, fill } from "../../../shared/paths";
import { T, T_PRIJAVE_SAVEZ } from "../../../shared/texts";
import { Cell } from "../../components/form-controls";
import { DataTable } from "../../components/data-table";
import { Alert } from "../../components/ui/alert";
import { Spinner } from "../../components/ui/spinner";
import { downloadKotizacije, refusalText, useKotizacije } from "../../lib/prijave-savez";
import { NatjecanjeFrame } from "./components/natjecanje-frame";

const K = T_PRIJAVE_SAVEZ.kotizacija;
const C = T_PRIJAVE_SAVEZ.tablica;

function Fees() {
  const id = useParams().id ?? "";
  const { data, error, isLoading } = useKotizacije(id);
  if (isLoading) return <Spinner label={T.loading} />;
  if (error || !data) return <Alert severity="error">{refusalText(error, T_PRIJAVE_SAVEZ.greska)}</Alert>;
  const total = data.klubovi.reduce((sum, k) => sum + k.ukupno_centi, 0);
  return (
    <>
      <p>{K.uvod}</p>
      <p>
        <a
          href={fill(API.kotizacijeCsv, { id })}
          onClick={(event) => {
            event.preventDefault();
            void downloadKotizacije(id);
          }}
        >
          {K.csv}
        </a>
      </p>
      {data.klubovi.length === 0 ? <p>{K.nema}</p> : null}
      {data.klubovi.map((k) => (
        <section key={k.club_id} aria-label={k.klub} data-testid="kotizacije-klub">
          <h2>{K.klubUkupno(k.klub, k.prijava, eurosText(k.ukupno_centi))}</h2>
          {k.kasnih > 0 ? <p>{K.kasnih(k.kasnih)}</p> : null}
          <DataTable caption={k.klub} headers={[C.disciplina, C.sportasi, C.kotizacija]}>
            {k.stavke.map((s) => (
              <tr key={s.nastup_id}>
                <Cell column={C.disciplina}>{s.disciplina}</Cell>
                <Cell column={C.sportasi}>
                  {s.sportasi.join(", ")}
                  {s.naknadna ? ` (${C.naknadna})` : ""}
                </Cell>
                <Cell column={C.kotizacija}>
                  {eurosText(s.kotizacija_centi)}
                  {s.zakasnjela ? ` (${C.zakasnjela})` : ""}
                </Cell>
              </tr>
            ))}
          </DataTable>
        </section>
      ))}
      <p data-testid="kotizacije-ukupno">
        <strong>{K.ukupno(eurosText(total))}</strong>
      </p>
    </>
  );
}

export function Component() {
  return <NatjecanjeFrame title={T_PRIJAVE_SAVEZ.kotizacijeNaslov}>{() => <Fees />}</NatjecanjeFrame>;
}
