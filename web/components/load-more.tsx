// 'Učitaj još': the next page of a list loaded page by page (public lists, the register, people, the audit log).
import { T, T_JAVNO } from "../../shared/texts";
import { Button } from "./ui/button";
import { Spinner } from "./ui/spinner";

/** The button alone; `busy` while a page loads. */
export function LoadMoreButton({ onMore, busy = false }: { onMore: () => void; busy?: boolean }) {
  return (
    <Button variant="secondary" onClick={onMore} disabled={busy}>
      {T_JAVNO.ucitajJos}
    </Button>
  );
}

/** The button in its own paragraph while there is a next page (`more`), and the spinner while one loads. */
export function LoadMore({ more, loading }: { more: (() => void) | null; loading: boolean }) {
  return (
    <>
      {more ? (
        <p>
          <LoadMoreButton onMore={more} busy={loading} />
        </p>
      ) : null}
      {loading ? <Spinner label={T.loading} /> : null}
    </>
  );
}
