// The register's reads and writes (issue 15), all through the trusted operations: a page of the register
// (Clanstva, keyset `after`), the federation's settings (types, number prefix), one create, the all-or-nothing
// import, 'Obnovi', 'Suspendiraj', 'Aktiviraj', the photo upload, and every page at once for the export.
import {
  AktivirajClanstvo,
  Clanstva,
  CreateClanstvo,
  ImportClanstva,
  IzdajNovuIskaznicu,
  ObnoviClanstvo,
  SuspendirajClanstvo,
  isRegisterStatus,
  type StoredMembership,
} from "../../../../shared/entities/membership/operations";
import { nextSeason, type MembershipInput } from "../../../../shared/entities/membership/input";
import { useCurrentSavez, withSavezId } from "../../../lib/current-savez";
import { refreshAll, type Versioned } from "../../../lib/edit-row";
import { runOperation, useOperation } from "../../../lib/graphql";
import { createRequest } from "../../../lib/idempotency";
import { useSession } from "../../../lib/session";
import type { ImportMembership } from "../csv";

export type { RegisterSettings, StoredMembership } from "../../../../shared/entities/membership/operations";

/** The list's filters; blank ones are not sent. */
export interface RegisterFilters {
  search: string;
  type: string;
  status: string;
  expiring: boolean;
}

/** Rows of one page of the list. */
export const PAGE_SIZE = 50;
/** Rows of one page of the export (the server's largest). */
const EXPORT_PAGE = 200;

const variablesOf = (savezId: string | null, f: RegisterFilters, after: string | null, limit: number) => ({
  savez_id: savezId,
  search: f.search.trim() || null,
  type: f.type || null,
  status: isRegisterStatus(f.status) ? f.status : null,
  expiring: f.expiring || null,
  after,
  limit,
});

/** One page of the current federation's register after the row `after` (null: the first page). */
export function useRegisterPage(filters: RegisterFilters, after: string | null) {
  const { token } = useSession();
  const { savezId, ready } = useCurrentSavez();
  return useOperation(Clanstva, variablesOf(savezId, filters, after, PAGE_SIZE), {
    enabled: !!token && ready,
  });
}

const NO_FILTERS: RegisterFilters = { search: "", type: "", status: "", expiring: false };

/** The current federation's register settings (its types for the form, the mapping and the filter). */
export function useRegisterSettings() {
  const { token } = useSession();
  const { savezId, ready } = useCurrentSavez();
  const { data, error } = useOperation(Clanstva, variablesOf(savezId, NO_FILTERS, null, 1), {
    enabled: !!token && ready,
  });
  return { settings: data?.membership_register_settings, error };
}

/** Issues one membership; answers with its id and the number the server gave it. */
export async function createMembership(
  object: Omit<MembershipInput, "savez_id">,
  token: string | null,
  savezId: string | null,
) {
  const data = await createRequest(CreateClanstvo, { object: withSavezId(object, savezId) }, token);
  await refreshAll();
  return data.insert_memberships_one;
}

/** Imports memberships all or nothing; answers how many were written. */
export async function importMemberships(objects: ImportMembership[], token: string | null, savezId: string | null) {
  const data = await createRequest(
    ImportClanstva,
    { objects: objects.map((object) => withSavezId(object, savezId)) },
    token,
  );
  await refreshAll();
  return data.insert_memberships.affected_rows;
}

/** Runs one of the register's one-step edits on the version the list showed, then reads the lists again. */
async function edit(write: () => Promise<unknown>) {
  try {
    await write();
  } finally {
    await refreshAll();
  }
}

const rowOf = (row: Versioned) => ({ id: row.id, version: row.version });

/** 'Obnovi': the next season after the current expiry; answers the new expiry. */
export async function renewMembership(row: StoredMembership, today: string, token: string | null) {
  const season = nextSeason(row.expiry, today);
  await edit(() => runOperation(ObnoviClanstvo, { ...rowOf(row), set: season }, token));
  return season.expiry;
}

/** 'Suspendiraj' with its reason. */
export const suspendMembership = (row: Versioned, reason: string, token: string | null) =>
  edit(() =>
    runOperation(
      SuspendirajClanstvo,
      { ...rowOf(row), set: { status: "suspendirana", suspension_reason: reason } },
      token,
    ),
  );

/** 'Aktiviraj'. */
export const activateMembership = (row: Versioned, token: string | null) =>
  edit(() => runOperation(AktivirajClanstvo, { ...rowOf(row), set: { status: "aktivna" } }, token));

/** 'Izdaj novu iskaznicu': the card's token version goes up, so every older QR of it is replaced. */
export const reissueCard = (row: Versioned, token: string | null) =>
  edit(() => runOperation(IzdajNovuIskaznicu, rowOf(row), token));

/** One page of the export: the rows after the row `after`. */
const exportPage = async (savezId: string | null, after: string | null, token: string | null) =>
  (await runOperation(Clanstva, variablesOf(savezId, NO_FILTERS, after, EXPORT_PAGE), token)).memberships_register;

/** Every membership of a federation, page after page (the export and the import's register check). */
export async function wholeRegister(savezId: string | null, token: string | null): Promise<StoredMembership[]> {
  const rows: StoredMembership[] = [];
  let after: string | null = null;
  for (;;) {
    const page = await exportPage(savezId, after, token);
    rows.push(...page);
    if (page.length < EXPORT_PAGE) return rows;
    after = page[page.length - 1]!.id;
  }
}
