// An edit dialog's 'Povijest': one row's audit entries, newest first (when, who, what was done, and each changed
// field's before and after), a page at a time. The changes table is shared with the audit screen.
import { useMemo } from "react";
import { croatianDateTime } from "../../shared/dates";
import { T, T_REVIZIJA, T_UREDI } from "../../shared/texts";
import { useAuditLog, type AuditEntry, type AuditFilter } from "../lib/audit";
import { actionLabel, actorLabel, fieldChanges } from "../lib/audit-format";
import { currentToken, useViewer } from "../lib/graphql";
import { Alert } from "./ui/alert";
import { Spinner } from "./ui/spinner";
import { LoadMore } from "./load-more";
import "./audit-history.css";

/** A value's lines: one line as text, several (a results list) as a list. */
function Lines({ lines }: { lines: string[] | null }) {
  if (!lines) return <span className="audit-none">{T_REVIZIJA.prazno}</span>;
  if (lines.length === 1) return <span className="audit-value">{lines[0]}</span>;
  return (
    <ul className="audit-lines">
      {lines.map((line, i) => (
        <li key={i}>{line}</li>
      ))}
    </ul>
  );
}

/** An entry's changed fields as a table: Polje, Prije, Poslije. */
export function ChangesTable({ entry }: { entry: Pick<AuditEntry, "action" | "changed_fields"> }) {
  const changes = fieldChanges(entry.action, entry.changed_fields);
  if (changes.length === 0) return <span className="audit-none">{T_REVIZIJA.prazno}</span>;
  return (
    <table className="audit-changes">
      <caption className="visually-hidden">{T_REVIZIJA.promjene}</caption>
      <thead>
        <tr>
          <th scope="col">{T_REVIZIJA.polje}</th>
          <th scope="col">{T_REVIZIJA.prije}</th>
          <th scope="col">{T_REVIZIJA.poslije}</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.field} data-field={change.field}>
            <th scope="row">{change.label}</th>
            <td data-label={T_REVIZIJA.prije}>
              <Lines lines={change.before} />
            </td>
            <td data-label={T_REVIZIJA.poslije}>
              <Lines lines={change.after} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** When an entry was written, as "dd.mm.yyyy. HH:MM" (Zagreb). */
export function AuditTime({ at }: { at: string }) {
  return <time dateTime={at}>{croatianDateTime(at) ?? at}</time>;
}

/**
 * The entries matching `filter`, page by page, for a screen to lay out: `entries`, the loading and error states,
 * and 'Učitaj još' as `more` (null on the last page).
 */
export function useAuditEntries(filter: AuditFilter | null) {
  const { data, error, isLoading, isValidating, size, setSize } = useAuditLog(filter, useViewer(), currentToken);
  const entries = useMemo(() => data?.flatMap((page) => page.entries) ?? [], [data]);
  const loadingMore = isValidating && data !== undefined && data.length < size;
  const hasMore = !!data?.at(-1)?.next;
  return {
    entries,
    loaded: data !== undefined,
    isLoading,
    loadingMore,
    error,
    more: hasMore ? () => void setSize(size + 1) : null,
  };
}

/** 'Učitaj još' while there is a next page, and the spinner while it loads (./load-more.tsx). */
export { LoadMore };

/** One row's history (`entity` is the audit log's table name, e.g. "feed"; `entityId` the row's id). */
export function AuditHistory({ entity, entityId }: { entity: string; entityId: string }) {
  const { entries, loaded, isLoading, loadingMore, error, more } = useAuditEntries({ entity, entity_id: entityId });
  return (
    <div className="audit-history">
      {isLoading ? <Spinner label={T.loading} /> : null}
      {error ? <Alert severity="error">{error.message || T_REVIZIJA.greska}</Alert> : null}
      {loaded && entries.length === 0 ? <p>{T_UREDI.nemaPovijesti}</p> : null}
      {entries.length > 0 ? (
        <ol className="audit-entries" aria-label={T_UREDI.povijest}>
          {entries.map((entry) => (
            <li key={entry.id} className="audit-entry" data-action={entry.action}>
              <p className="audit-entry-head">
                <AuditTime at={entry.at} />
                <span>{actorLabel(entry)}</span>
                <strong>{actionLabel(entry.action)}</strong>
              </p>
              <ChangesTable entry={entry} />
            </li>
          ))}
        </ol>
      ) : null}
      <LoadMore more={more} loading={loadingMore} />
    </div>
  );
}
