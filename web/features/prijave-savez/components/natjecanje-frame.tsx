// The frame of a competition's staff screens (entries, results, fees): guarded for whoever organises entries,
// titled with the competition, with links between the three and back to the list; its children get the
// competition's entries as staff read them (settings, events, every entry).
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { can } from "../../../../shared/permissions";
import { ROUTES, fill } from "../../../../shared/paths";
import { T, T_PRIJAVE_SAVEZ, T_STAFF } from "../../../../shared/texts";
import { RoleGuard } from "../../../components/role-guard";
import { Alert } from "../../../components/ui/alert";
import { PageLayout } from "../../../components/ui/page-layout";
import { Spinner } from "../../../components/ui/spinner";
import { usePrijaveSaveza, type PrijaveSaveza } from "../../../lib/prijave-savez";
import { refusalText } from "../../../lib/prijave-savez";
import "../prijave-savez.css";

const S = T_PRIJAVE_SAVEZ;

/** Whoever organises a federation's entries (its staff, admins). */
export const organisesEntries = (s: Parameters<typeof can>[0]) => can(s, "update", "natjecanja_prijave") !== null;

/** The three screens of one competition. */
export function NatjecanjeLinks({ id }: { id: string }) {
  return (
    <ul className="row prijave-savez-links">
      <li>
        <Link to={fill(ROUTES.prijaveNatjecanja, { id })}>{S.prijave}</Link>
      </li>
      <li>
        <Link to={fill(ROUTES.rezultatiNastupa, { id })}>{S.rezultati}</Link>
      </li>
      <li>
        <Link to={fill(ROUTES.kotizacije, { id })}>{S.kotizacije}</Link>
      </li>
    </ul>
  );
}

function Loaded({ id, children }: { id: string; children: (data: PrijaveSaveza) => ReactNode }) {
  const { data, error, isLoading } = usePrijaveSaveza(id);
  if (isLoading) return <Spinner label={T.loading} />;
  if (error || !data) return <Alert severity="error">{refusalText(error, S.greska)}</Alert>;
  return <>{children(data)}</>;
}

export function NatjecanjeFrame({
  title,
  children,
}: {
  title: (naziv: string) => string;
  children: (data: PrijaveSaveza) => ReactNode;
}) {
  const id = useParams().id ?? "";
  return (
    <PageLayout narrow={false}>
      <RoleGuard allows={organisesEntries} refusal={T_STAFF.samoOsoblje}>
        <Loaded id={id}>
          {(data) => (
            <>
              <h1 className="page-title">{title(data.natjecanje.naziv)}</h1>
              <nav aria-label={data.natjecanje.naziv}>
                <p>
                  <Link to={ROUTES.prijaveSaveza}>{S.natrag}</Link>
                </p>
                <NatjecanjeLinks id={id} />
              </nav>
              {children(data)}
            </>
          )}
        </Loaded>
      </RoleGuard>
    </PageLayout>
  );
}
