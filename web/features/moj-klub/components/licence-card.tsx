// An approved licence as its card (issue 29): the athlete, club, season and category, and the QR of its
// verification page (/provjera/<token>), signed by the server like a membership card's.
import useSWR from "swr";
import type { StoredLicenca } from "../../../../shared/entities/licenca/operations";
import type { StoredSportas } from "../../../../shared/entities/sportas/operations";
import { API, fill } from "../../../../shared/paths";
import { T_MOJ_KLUB } from "../../../../shared/texts";
import { DialogFrame } from "../../../components/dialog";
import { CardQr } from "../../../components/qr/card-qr";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { currentToken } from "../../../lib/graphql";

async function fetchToken(url: string): Promise<string> {
  const response = await fetch(url, { headers: { authorization: `Bearer ${currentToken() ?? ""}` } });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

export function LicenceCard({
  licenca,
  sportas,
  facts,
  onClose,
}: {
  licenca: StoredLicenca;
  sportas: StoredSportas;
  /** What the card says besides the name: the club, the season and the category. */
  facts: { klub: string; sezona: string; kategorija: string };
  onClose: () => void;
}) {
  const url = fill(API.licencaIskaznica, { id: licenca.id });
  const { data: token, error } = useSWR(["licenca-iskaznica", url], () => fetchToken(url));
  const name = `${sportas.ime} ${sportas.prezime}`;
  return (
    <DialogFrame
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={T_MOJ_KLUB.prikaziLicencu(name)}
      description={T_MOJ_KLUB.licenca}
    >
      <div className="licence-card" data-testid="licence-card">
        <p className="licence-card-name">{name}</p>
        <dl className="licence-card-facts">
          <dt>{T_MOJ_KLUB.klub}</dt>
          <dd>{facts.klub}</dd>
          <dt>{T_MOJ_KLUB.sezona}</dt>
          <dd>{facts.sezona}</dd>
          <dt>{T_MOJ_KLUB.kategorija}</dt>
          <dd>{facts.kategorija || "—"}</dd>
        </dl>
        {error ? <Alert severity="error">{T_MOJ_KLUB.licencaGreska}</Alert> : null}
        {token ? <CardQr token={token} /> : null}
      </div>
      <Button variant="text" onClick={onClose}>
        {T_MOJ_KLUB.zatvori}
      </Button>
    </DialogFrame>
  );
}
