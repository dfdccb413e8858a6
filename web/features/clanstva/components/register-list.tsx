// The register's list: a debounced search, filters (type, live status, expiring within 30 days), the rows
// ordered by surname, and 'Učitaj još' for the next keyset page. Each page is its own query (and its own
// <tbody>), so an edit anywhere reads every loaded page again and each row keeps the version it shows.
import { useState } from "react";
import { liveStatus } from "../../../../shared/entities/membership/input";
import { T_REGISTAR } from "../../../../shared/texts";
import { useCan } from "../../../components/role-guard";
import { DataTable } from "../../../components/data-table";
import { Cell, TextField } from "../../../components/form-controls";
import { LabelledSelect } from "../../../components/labelled-select";
import { Alert } from "../../../components/ui/alert";
import { croatianDate, zagrebDay } from "../../../../shared/dates";
import { useDebounced } from "../../../lib/use-debounced";
import { PAGE_SIZE, useRegisterPage, type RegisterFilters, type StoredMembership } from "../api/clanstva";
import { EditMembership, MembershipActions } from "./membership-actions";
import { LoadMoreButton } from "../../../components/load-more";

const COLUMNS = [
  T_REGISTAR.broj,
  T_REGISTAR.imePrezime,
  T_REGISTAR.vrsta,
  T_REGISTAR.status,
  T_REGISTAR.vrijediOd,
  T_REGISTAR.istek,
  T_REGISTAR.email,
  T_REGISTAR.akcije,
];

const STATUS_OPTIONS = [
  { value: "", label: T_REGISTAR.sviStatusi },
  ...["aktivna", "istekla", "suspendirana"].map((value) => ({ value, label: T_REGISTAR.statusi[value]! })),
];

/** A row across the whole table (loading, empty, an error, the next page's button). */
function WideRow({ children }: { children: React.ReactNode }) {
  return (
    <tr>
      <td colSpan={COLUMNS.length}>{children}</td>
    </tr>
  );
}

interface RowHandlers {
  today: string;
  onNotice: (text: string) => void;
  onEdit: (row: StoredMembership) => void;
}

function MembershipRow({ row, today, onNotice, onEdit }: RowHandlers & { row: StoredMembership }) {
  const status = liveStatus(row, today);
  return (
    <tr>
      <Cell column={T_REGISTAR.broj}>{row.number}</Cell>
      <Cell column={T_REGISTAR.imePrezime}>{`${row.first_name} ${row.last_name}`}</Cell>
      <Cell column={T_REGISTAR.vrsta}>{row.type}</Cell>
      <Cell column={T_REGISTAR.status}>
        <span className={`status status-${status}`}>{T_REGISTAR.statusi[status]}</span>
      </Cell>
      <Cell column={T_REGISTAR.vrijediOd}>{croatianDate(row.valid_from) ?? ""}</Cell>
      <Cell column={T_REGISTAR.istek}>{croatianDate(row.expiry) ?? ""}</Cell>
      <Cell column={T_REGISTAR.email}>{row.email}</Cell>
      <Cell column={T_REGISTAR.akcije}>
        <MembershipActions row={row} today={today} onNotice={onNotice} onEdit={() => onEdit(row)} />
      </Cell>
    </tr>
  );
}

/** One page of rows after `after`; the last loaded page offers the next one when it came back full. */
function RegisterPage({
  filters,
  after,
  first,
  last,
  onMore,
  ...handlers
}: RowHandlers & {
  filters: RegisterFilters;
  after: string | null;
  first: boolean;
  last: boolean;
  onMore: (after: string) => void;
}) {
  const { data, error, isLoading } = useRegisterPage(filters, after);
  const rows = data?.memberships_register;
  return (
    <tbody>
      {rows?.map((row) => (
        <MembershipRow key={row.id} row={row} {...handlers} />
      ))}
      {isLoading ? <WideRow>{T_REGISTAR.ucitavam}</WideRow> : null}
      {error ? (
        <WideRow>
          <Alert severity="error">{T_REGISTAR.greska}</Alert>
        </WideRow>
      ) : null}
      {first && rows?.length === 0 ? <WideRow>{T_REGISTAR.nemaClanstava}</WideRow> : null}
      {last && rows?.length === PAGE_SIZE ? (
        <WideRow>
          <LoadMoreButton onMore={() => onMore(rows[rows.length - 1]!.id)} />
        </WideRow>
      ) : null}
    </tbody>
  );
}

/** The filter controls. */
function Filters({
  search,
  setSearch,
  filters,
  setFilters,
  types,
}: {
  search: string;
  setSearch: (value: string) => void;
  filters: RegisterFilters;
  setFilters: (next: RegisterFilters) => void;
  types: readonly string[];
}) {
  const typeOptions = [{ value: "", label: T_REGISTAR.sveVrste }, ...types.map((t) => ({ value: t, label: t }))];
  return (
    <div className="row register-filters" role="search">
      <TextField
        id="registar-pretraga"
        label={T_REGISTAR.pretraga}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <LabelledSelect
        id="registar-vrsta"
        label={T_REGISTAR.vrsta}
        value={filters.type}
        options={typeOptions}
        onChange={(type) => setFilters({ ...filters, type })}
      />
      <LabelledSelect
        id="registar-status"
        label={T_REGISTAR.status}
        value={filters.status}
        options={STATUS_OPTIONS}
        onChange={(status) => setFilters({ ...filters, status })}
      />
      <label className="checkbox">
        <input
          type="checkbox"
          checked={filters.expiring}
          onChange={(event) => setFilters({ ...filters, expiring: event.target.checked })}
        />{" "}
        {T_REGISTAR.isticeUskoro}
      </label>
    </div>
  );
}

/** The register's list with its filters, row actions and the notice of the last action. */
export function RegisterList({ types }: { types: readonly string[] }) {
  const changesNumbers = useCan("update", "membership_numbers");
  const [search, setSearch] = useState("");
  const [chosen, setChosen] = useState<Omit<RegisterFilters, "search">>({ type: "", status: "", expiring: false });
  const filters: RegisterFilters = { ...chosen, search: useDebounced(search, 300) };
  // The loaded pages' cursors belong to one set of filters; new filters start again from the first page.
  const filterKey = JSON.stringify(filters);
  const [pages, setPages] = useState<{ key: string; afters: (string | null)[] }>({ key: filterKey, afters: [null] });
  const afters = pages.key === filterKey ? pages.afters : [null];
  const [notice, setNotice] = useState<string | null>(null);
  const [editing, setEditing] = useState<StoredMembership | null>(null);
  const today = zagrebDay();

  return (
    <section aria-labelledby="registar-popis">
      <h2 id="registar-popis">{T_REGISTAR.naslov}</h2>
      <Filters
        search={search}
        setSearch={setSearch}
        filters={filters}
        setFilters={({ type, status, expiring }) => setChosen({ type, status, expiring })}
        types={types}
      />
      <p role="status" className="register-notice">
        {notice}
      </p>
      <DataTable headers={COLUMNS} caption={T_REGISTAR.naslov} testId="registar" bodies>
        {afters.map((after, i) => (
          <RegisterPage
            key={after ?? "first"}
            filters={filters}
            after={after}
            first={i === 0}
            last={i === afters.length - 1}
            onMore={(next) => setPages({ key: filterKey, afters: [...afters, next] })}
            today={today}
            onNotice={setNotice}
            onEdit={setEditing}
          />
        ))}
      </DataTable>
      {editing ? <EditMembership row={editing} admin={changesNumbers} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}
