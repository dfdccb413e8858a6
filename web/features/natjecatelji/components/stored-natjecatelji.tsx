import { T_ENTRY } from "../../../../shared/texts";
import { Alert } from "../../../components/ui/alert";
import { Spinner } from "../../../components/ui/spinner";
import type { StoredNatjecatelj } from "../api/natjecatelji";
import { NatjecateljiTable } from "./natjecatelji-table";

/** The stored competitors for staff, newest first. */
export function StoredNatjecatelji({
  rows,
  error,
  isLoading,
}: {
  rows: StoredNatjecatelj[] | undefined;
  error: unknown;
  isLoading: boolean;
}) {
  return (
    <section aria-labelledby="spremljeni">
      <h2 id="spremljeni">{T_ENTRY.spremljeniNatjecatelji}</h2>
      {isLoading ? <Spinner label={T_ENTRY.spremljeniNatjecatelji} /> : null}
      {error ? <Alert severity="error">{T_ENTRY.natjecateljiError}</Alert> : null}
      {rows && rows.length === 0 ? <p>{T_ENTRY.nemaNatjecatelja}</p> : null}
      {rows && rows.length > 0 ? (
        <>
          <p>{T_ENTRY.ukupno(rows.length)}</p>
          <NatjecateljiTable rows={rows} caption={T_ENTRY.spremljeniNatjecatelji} />
        </>
      ) : null}
    </section>
  );
}
