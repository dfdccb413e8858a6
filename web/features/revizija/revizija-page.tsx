// /admin/revizija: the audit log (who changed what, when, and what it was before), newest first, a page at a
// time. Staff see their federations' entries, admins every federation's (the server decides; this screen only
// offers the federations the caller may ask for). The filters live in the URL, so a filtered view can be shared.
import { useId, useMemo, useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { can, canAll, type Subject } from "../../../shared/permissions";
import { T, T_REVIZIJA, T_STAFF } from "../../../shared/texts";
import { AuditTime, ChangesTable, LoadMore, useAuditEntries } from "../../components/audit-history";
import { LabelledSelect, type SelectOption } from "../../components/labelled-select";
import { GuardedPage, useAllowed } from "../../components/role-guard";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { AUDIT_FILTERS, type AuditEntry, type AuditFilter } from "../../lib/audit";
import {
  ACTION_OPTIONS,
  ENTITY_OPTIONS,
  actionLabel,
  actorLabel,
  entityLabel,
  entryNames,
} from "../../lib/audit-format";
import { useMe } from "../../lib/me";
import { useSavezi } from "../../lib/savezi";
import { TextField } from "../../components/form-controls";
import "../../styles/staff.css";

type FilterName = (typeof AUDIT_FILTERS)[number];

/** The filters a URL's query names (unknown parameters are ignored). */
function filterFrom(params: URLSearchParams): AuditFilter {
  const filter: AuditFilter = {};
  for (const name of AUDIT_FILTERS) {
    const value = params.get(name)?.trim();
    if (value) filter[name] = value;
  }
  return filter;
}

/** A filter as a URL query (empty filters left out). */
function queryOf(filter: AuditFilter): string {
  const params = new URLSearchParams();
  for (const name of AUDIT_FILTERS) {
    const value = filter[name]?.trim();
    if (value) params.set(name, value);
  }
  return params.toString();
}

const withAll = (all: string, options: readonly SelectOption[]): SelectOption[] => [
  { value: "", label: all },
  ...options,
];

/** Who may open the audit list: those who may read some federation's entries. */
const readsAudit = (subject: Subject) => can(subject, "read", "audit_log") !== null;

/** The federations the caller may filter by: every one when it reads every federation's entries, else its own. */
function useFederationOptions(): SelectOption[] {
  const readsAll = useAllowed((subject) => canAll(subject, "read", "audit_log"));
  const { data: me } = useMe();
  const { data: all } = useSavezi();
  const list = readsAll ? (all?.savezi ?? me?.savezi ?? []) : (me?.savezi ?? []);
  return list.map((s) => ({ value: s.id, label: s.naziv }));
}

/** The filter form: edits a draft, and 'Primijeni filtre' puts it in the URL. */
function Filters({ filter, onApply }: { filter: AuditFilter; onApply: (filter: AuditFilter) => void }) {
  const id = useId();
  const [draft, setDraft] = useState(filter);
  const set = (name: FilterName) => (value: string) => setDraft((d) => ({ ...d, [name]: value }));
  const federations = useFederationOptions();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const text = (name: FilterName, label: string, type: "email" | "date" | "text") => (
    <TextField
      id={`${id}-${name}`}
      label={label}
      type={type}
      value={draft[name] ?? ""}
      onChange={(event) => set(name)(event.target.value)}
      autoComplete="off"
    />
  );
  return (
    <form className="audit-filters" role="search" aria-label={T_REVIZIJA.filtri} onSubmit={submit}>
      {federations.length > 1 ? (
        <LabelledSelect
          id={`${id}-savez`}
          label={T_REVIZIJA.savez}
          value={draft.savez_id ?? ""}
          options={withAll(T_REVIZIJA.sviSavezi, federations)}
          onChange={set("savez_id")}
        />
      ) : null}
      {text("actor", T_REVIZIJA.akter, "email")}
      <LabelledSelect
        id={`${id}-entity`}
        label={T_REVIZIJA.vrsta}
        value={draft.entity ?? ""}
        options={withAll(T_REVIZIJA.sveVrste, ENTITY_OPTIONS)}
        onChange={set("entity")}
      />
      {text("entity_id", T_REVIZIJA.idZapisa, "text")}
      <LabelledSelect
        id={`${id}-action`}
        label={T_REVIZIJA.radnja}
        value={draft.action ?? ""}
        options={withAll(T_REVIZIJA.sveRadnje, ACTION_OPTIONS)}
        onChange={set("action")}
      />
      {text("od", T_REVIZIJA.od, "date")}
      {text("do", T_REVIZIJA.do, "date")}
      <div className="audit-filter-actions">
        <Button type="submit">{T_REVIZIJA.filtriraj}</Button>
        <Button variant="secondary" onClick={() => onApply({})}>
          {T_REVIZIJA.ponisti}
        </Button>
      </div>
    </form>
  );
}

const COLUMNS = [
  T_REVIZIJA.vrijeme,
  T_REVIZIJA.tko,
  T_REVIZIJA.radnja,
  T_REVIZIJA.vrstaStupac,
  T_REVIZIJA.zapis,
  T_REVIZIJA.promjene,
];

/** One entry as a table row: the row's name when the loaded entries give one, and its id linking to its history. */
function EntryRow({ entry, name, filter }: { entry: AuditEntry; name: string | undefined; filter: AuditFilter }) {
  const rowOnly = queryOf({ ...filter, entity: entry.entity, entity_id: entry.entity_id });
  return (
    <tr data-entry-id={entry.id} data-entity={entry.entity} data-action={entry.action}>
      <td>
        <AuditTime at={entry.at} />
      </td>
      <td>{actorLabel(entry)}</td>
      <td>{actionLabel(entry.action)}</td>
      <td>{entityLabel(entry.entity)}</td>
      <td>
        {name ? <span className="audit-name">{name}</span> : null}
        <Link className="audit-id" to={{ search: rowOnly }} title={T_REVIZIJA.samoOvajZapis(entry.entity_id)}>
          {entry.entity_id}
        </Link>
      </td>
      <td>
        <ChangesTable entry={entry} />
      </td>
    </tr>
  );
}

/** The entries as a table that scrolls sideways inside its own (focusable) box on a narrow screen. */
function EntriesTable({ entries, filter }: { entries: AuditEntry[]; filter: AuditFilter }) {
  const captionId = useId();
  const names = useMemo(() => entryNames(entries), [entries]);
  return (
    <div className="audit-table-wrap" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="audit-table">
        <caption id={captionId} className="visually-hidden">
          {T_REVIZIJA.zapisi}
        </caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <EntryRow
              key={entry.id}
              entry={entry}
              name={names.get(`${entry.entity}:${entry.entity_id}`)}
              filter={filter}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Revizija() {
  const [params, setParams] = useSearchParams();
  const filter = filterFrom(params);
  const query = queryOf(filter);
  const { entries, loaded, isLoading, loadingMore, error, more } = useAuditEntries(filter);
  return (
    <>
      <p>{T_REVIZIJA.uvod}</p>
      {/* A new URL (applied filters, a row's link, back) starts the form again from it. */}
      <Filters key={query} filter={filter} onApply={(next) => setParams(queryOf(next))} />
      {isLoading ? <Spinner label={T.loading} /> : null}
      {error ? <Alert severity="error">{error.message || T_REVIZIJA.greska}</Alert> : null}
      {loaded && entries.length === 0 ? <p>{T_REVIZIJA.nemaZapisa}</p> : null}
      {entries.length > 0 ? <EntriesTable entries={entries} filter={filter} /> : null}
      <LoadMore more={more} loading={loadingMore} />
    </>
  );
}

/** /admin/revizija: the audit log for staff (their federations) and admins (all); members are refused. */
export function Component() {
  return (
    <GuardedPage title={T_REVIZIJA.naslov} narrow={false} allows={readsAudit} refusal={T_STAFF.samoOsoblje}>
      <Revizija />
    </GuardedPage>
  );
}
