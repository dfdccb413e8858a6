// The club's athletes with their licence for the active season: its status in words ('Zatražena', 'Aktivna',
// 'Odbijena' with the reason, 'Suspendirana', 'Istekla'), the category computed from the date of birth
// (categoriesFor, never typed), the medical examination ('istječe za N dana', 'istekao'; recorded on /lijecnicki,
// linked above the list), and the request: tick one or many athletes without a live licence and
// 'Zatraži licence' sends them in one ZatraziLicence (all or nothing). An approved licence opens its card.
import { useState } from "react";
import { LIVE_LICENCA_STATUSES } from "../../../../shared/entities/klubovi-common";
import type { StoredLicenca } from "../../../../shared/entities/licenca/operations";
import type { StoredSportas } from "../../../../shared/entities/sportas/operations";
import type { StoredDobnaKategorija } from "../../../../shared/entities/dobna-kategorija/operations";
import { croatianDate, zagrebDay } from "../../../../shared/dates";
import { ROUTES } from "../../../../shared/paths";
import { licenceCategory } from "../../../../shared/season/licence-category";
import { T, T_LIJECNICKI, T_MOJ_KLUB, T_STATUS_KLUBOVI } from "../../../../shared/texts";
import { Link } from "react-router";
import { MedicalStatus } from "../../../components/medical-status";
import { DataTable, ROW_CHECKS_HEADER, RowCheck } from "../../../components/data-table";
import { Cell } from "../../../components/form-controls";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { splitRefusal } from "../../../lib/form-errors";
import { requestLicences, type MojKlub } from "../api/moj-klub";
import { LicenceCard } from "./licence-card";
import { useSelection } from "../../../lib/use-selection";

const LIVE: readonly string[] = LIVE_LICENCA_STATUSES;

/** Each athlete's latest licence of the season (a rejected one stays shown until a new request). */
function latestBySportas(licence: readonly StoredLicenca[]): Map<string, StoredLicenca> {
  const latest = new Map<string, StoredLicenca>();
  for (const l of licence) {
    const seen = latest.get(l.sportas_id);
    if (
      !seen ||
      LIVE.includes(l.status) ||
      (!LIVE.includes(seen.status) && (l.created_at ?? "") > (seen.created_at ?? ""))
    )
      latest.set(l.sportas_id, l);
  }
  return latest;
}

function LicenceStatus({ licenca }: { licenca: StoredLicenca | undefined }) {
  if (!licenca) return <>—</>;
  const word = (T_STATUS_KLUBOVI.licenca as Record<string, string>)[licenca.status] ?? licenca.status;
  return (
    <span data-testid="licenca-status">
      {word}
      {licenca.status === "odbijena" && licenca.razlog_odbijanja ? (
        <>
          {": "}
          <span data-testid="licenca-razlog">{licenca.razlog_odbijanja}</span>
        </>
      ) : null}
    </span>
  );
}

export function SportasiList({
  klub,
  sportasi,
  licence,
  kategorije,
}: {
  klub: MojKlub;
  sportasi: readonly StoredSportas[];
  licence: readonly StoredLicenca[];
  kategorije: readonly StoredDobnaKategorija[];
}) {
  const { selected, toggle, choose } = useSelection();
  const [message, setMessage] = useState<{ severity: "success" | "error"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [card, setCard] = useState<{ licenca: StoredLicenca; sportas: StoredSportas } | null>(null);
  const latest = latestBySportas(licence);
  const sezona = klub.sezona;
  const canAsk = (s: StoredSportas) => !!sezona && !LIVE.includes(latest.get(s.id)?.status ?? "");
  const askable = sportasi.filter(canAsk);
  const sorted = [...sportasi].sort((a, b) => `${a.prezime} ${a.ime}`.localeCompare(`${b.prezime} ${b.ime}`, "hr"));

  async function ask() {
    const ids = askable.filter((s) => selected.has(s.id)).map((s) => s.id);
    if (ids.length === 0) return;
    setBusy(true);
    setMessage(null);
    try {
      const n = await requestLicences(klub, ids);
      choose([]);
      setMessage({ severity: "success", text: T_MOJ_KLUB.zatrazeno(n) });
    } catch (error) {
      setMessage({ severity: "error", text: splitRefusal(error, () => null).message?.text ?? T.genericError });
    } finally {
      setBusy(false);
    }
  }

  if (sportasi.length === 0) return <p>{T_MOJ_KLUB.nemaSportasa}</p>;
  const chosen = askable.filter((s) => selected.has(s.id)).length;
  const headers = [
    ROW_CHECKS_HEADER,
    T_MOJ_KLUB.imePrezime,
    T_MOJ_KLUB.datumRodenja,
    T_MOJ_KLUB.kategorija,
    T_LIJECNICKI.stanje,
    T_MOJ_KLUB.status,
  ];
  const today = zagrebDay();
  return (
    <>
      {sezona ? <p>{T_MOJ_KLUB.zatraziUvod(sezona.naziv)}</p> : <p>{T_MOJ_KLUB.nemaSezone}</p>}
      <p>
        <Link to={ROUTES.lijecnicki}>{T_LIJECNICKI.nav}</Link>
      </p>
      <DataTable headers={headers} caption={T_MOJ_KLUB.sportasi} testId="sportasi">
        {sorted.map((s) => {
          const name = `${s.ime} ${s.prezime}`;
          const licenca = latest.get(s.id);
          return (
            <tr key={s.id} data-testid="sportas-row">
              <td>
                {canAsk(s) ? (
                  <RowCheck
                    label={T_MOJ_KLUB.odaberi(name)}
                    checked={selected.has(s.id)}
                    onToggle={() => toggle(s.id)}
                  />
                ) : null}
              </td>
              <Cell column={T_MOJ_KLUB.imePrezime}>{name}</Cell>
              <Cell column={T_MOJ_KLUB.datumRodenja}>{croatianDate(s.datum_rodenja) ?? "—"}</Cell>
              <Cell column={T_MOJ_KLUB.kategorija}>{sezona ? licenceCategory(s, sezona, kategorije) || "—" : "—"}</Cell>
              <Cell column={T_LIJECNICKI.stanje}>
                <MedicalStatus until={s.lijecnicki_do} today={today} />
              </Cell>
              <Cell column={T_MOJ_KLUB.status}>
                <LicenceStatus licenca={licenca} />
                {licenca?.status === "odobrena" ? (
                  <>
                    {" "}
                    <Button variant="text" onClick={() => setCard({ licenca, sportas: s })}>
                      {T_MOJ_KLUB.prikaziLicencu(name)}
                    </Button>
                  </>
                ) : null}
              </Cell>
            </tr>
          );
        })}
      </DataTable>
      {message ? <Alert severity={message.severity}>{message.text}</Alert> : null}
      {sezona && askable.length > 0 ? (
        <div className="row">
          <Button variant="text" onClick={() => choose(askable.map((s) => s.id))}>
            {T_MOJ_KLUB.odaberiSve}
          </Button>
          <Button onClick={() => void ask()} disabled={chosen === 0 || busy} aria-busy={busy}>
            {T_MOJ_KLUB.zatrazi(chosen)}
          </Button>
        </div>
      ) : sezona ? (
        <p>{T_MOJ_KLUB.sviImajuLicencu}</p>
      ) : null}
      {card && sezona ? (
        <LicenceCard
          licenca={card.licenca}
          sportas={card.sportas}
          facts={{
            klub: klub.naziv,
            sezona: sezona.naziv,
            kategorija: licenceCategory(card.sportas, sezona, kategorije),
          }}
          onClose={() => setCard(null)}
        />
      ) : null}
    </>
  );
}
