import { useId, useState } from "react";
import useSWRInfinite from "swr/infinite";
import { isAdminGrant } from "../../../shared/permissions";
import { T, T_ADMIN } from "../../../shared/texts";
import { Alert } from "../../components/ui/alert";
import { Spinner } from "../../components/ui/spinner";
import { notify } from "../../lib/notifications";
import { useSession } from "../../lib/session";
import { fetchPeople, revokeRole } from "./api/admin-api";
import { adminScreen } from "./components/admin-screen";
import { AdminTable } from "./components/admin-table";
import { ConfirmButton } from "../../components/dialog";
import { GrantButton } from "./components/grant-dialog";
import { heldRoles, personLabel, roleLabel, type PeoplePage, type Person } from "./roles";
import { useDebounced } from "../../lib/use-debounced";
import { TextField } from "../../components/form-controls";
import { LoadMore } from "../../components/load-more";

const SEARCH_DELAY_MS = 300;

type PageKey = readonly ["admin-people", string, string | null, string | null];

/** The people whose email or name starts with `q`, page by page ('Učitaj još' follows `next`). */
function usePeople(q: string) {
  const { token } = useSession();
  return useSWRInfinite<PeoplePage, Error, (index: number, previous: PeoplePage | null) => PageKey | null>(
    (index, previous) => {
      if (!token) return null;
      if (index > 0 && !previous?.next) return null;
      return ["admin-people", q, index === 0 ? null : previous!.next, token];
    },
    ([, query, after, key]) => fetchPeople(query, after, key),
  );
}

/** One person's roles: each held role with its 'Ukloni', then roles waiting for the email to be verified. */
function Roles({ person, onChanged }: { person: Person; onChanged: () => void }) {
  const { token } = useSession();
  const who = personLabel(person);
  const held = heldRoles(person);
  const pending = person.pending ?? [];
  if (held.length === 0 && pending.length === 0) return <span>{T_ADMIN.bezUloge}</span>;
  return (
    <ul className="role-list">
      {held.map(({ key, label, role, savez_id }) => (
        <li key={key} className={isAdminGrant({ role }) ? "badge badge-admin" : "badge"}>
          <span>{label}</span>
          <ConfirmButton
            variant="text"
            label={T_ADMIN.ukloni}
            accessibleLabel={T_ADMIN.ukloniUloguOsobi(label, who)}
            title={T_ADMIN.uklanjanjeNaslov}
            question={T_ADMIN.uklanjanjePitanje(label, who)}
            confirmLabel={T_ADMIN.ukloni}
            action={async () => {
              await revokeRole({ user_id: person.id, role, ...(savez_id ? { savez_id } : {}) }, token);
              notify(T_ADMIN.ulogaUklonjena(label, who), "success");
              onChanged();
            }}
          />
        </li>
      ))}
      {pending.map((p, i) => (
        <li key={p.id ?? i} className="badge badge-pending">
          {T_ADMIN.naCekanju(roleLabel(p.role, p.savez))}
        </li>
      ))}
    </ul>
  );
}

function PeopleTable({ people, onChanged }: { people: Person[]; onChanged: () => void }) {
  return (
    <AdminTable caption={T_ADMIN.osobe} columns={[T_ADMIN.email, T_ADMIN.ime, T_ADMIN.uloge, T_ADMIN.radnje]}>
      {people.map((person) => (
        <tr key={person.id} data-email={person.email ?? undefined}>
          <td>
            {person.email}
            {person.emailVerified ? null : (
              <>
                <br />
                <small>{T_ADMIN.nepotvrdjeno}</small>
              </>
            )}
          </td>
          <td>{person.name}</td>
          <td>
            <Roles person={person} onChanged={onChanged} />
          </td>
          <td>
            <GrantButton person={person} onChanged={onChanged} />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

function People() {
  const searchId = useId();
  const [query, setQuery] = useState("");
  const q = useDebounced(query, SEARCH_DELAY_MS);
  const { data, error, isLoading, isValidating, size, setSize, mutate } = usePeople(q);
  const people = data?.flatMap((page) => page.people) ?? [];
  const last = data?.at(-1);
  const loadingMore = isValidating && data !== undefined && data.length < size;
  return (
    <>
      <div role="search">
        <TextField
          id={searchId}
          label={T_ADMIN.trazi}
          hint={T_ADMIN.traziHint}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
        />
      </div>
      <h2>{T_ADMIN.osobe}</h2>
      {isLoading ? <Spinner label={T.loading} /> : null}
      {error ? <Alert severity="error">{error.message || T_ADMIN.ljudiError}</Alert> : null}
      {data && people.length === 0 ? <p>{T_ADMIN.nemaOsoba}</p> : null}
      {people.length > 0 ? <PeopleTable people={people} onChanged={() => void mutate()} /> : null}
      <LoadMore more={last?.next ? () => void setSize(size + 1) : null} loading={loadingMore} />
    </>
  );
}

/** /admin/ljudi: people by email or name prefix, their roles, granting and revoking (admins only). */
export const Component = adminScreen(T_ADMIN.ljudi, People);
