// A season licence as its card shows it (issue 29): the licence with its athlete, season, club, federation and
// the federation's age categories, read by id (any status: the verification says what it is now). Answered by
// D1 or by Hasura (the admin secret; the routes decide the caller's right first), like ./klubovi-javno.ts.
import { and, eq, isNull } from "drizzle-orm";
import { dobneKategorijeTable } from "../../shared/entities/dobna-kategorija";
import { kluboviTable } from "../../shared/entities/klub";
import { licenceTable } from "../../shared/entities/licenca";
import { savezi } from "../../shared/entities/savez";
import { sezoneTable } from "../../shared/entities/sezona";
import { sportasiTable } from "../../shared/entities/sportas";
import { licenceCategory } from "../../shared/season/licence-category";
import { getConfig } from "../config";
import { database, type Database } from "./db";
import { asHasuraAdmin, type HasuraAdmin } from "./hasura-admin";

/** Everything a licence card and its verification show. */
export interface LicenceCardRow {
  id: string;
  status: string;
  savez_id: string | null;
  club_id: string;
  deleted_at: string | null;
  ime: string;
  prezime: string;
  sezona: { naziv: string; datum_od: string; datum_do: string };
  klub: { naziv: string; kratki_naziv: string; slug: string };
  savez: { naziv: string; slug: string } | null;
  /** Computed from the date of birth and the federation's categories ("" when none holds the athlete). */
  kategorija: string;
}

type Definition = { naziv: string; spol: string | null; rodeni_od: number; rodeni_do: number };

async function d1Card(db: Database, id: string): Promise<LicenceCardRow | null> {
  const row = await db
    .select({
      id: licenceTable.id,
      status: licenceTable.status,
      savez_id: licenceTable.savez_id,
      club_id: licenceTable.club_id,
      deleted_at: licenceTable.deleted_at,
      ime: sportasiTable.ime,
      prezime: sportasiTable.prezime,
      datum_rodenja: sportasiTable.datum_rodenja,
      spol: sportasiTable.spol,
      sezona_naziv: sezoneTable.naziv,
      datum_od: sezoneTable.datum_od,
      datum_do: sezoneTable.datum_do,
      klub_naziv: kluboviTable.naziv,
      kratki_naziv: kluboviTable.kratki_naziv,
      klub_slug: kluboviTable.slug,
      savez_naziv: savezi.naziv,
      savez_slug: savezi.slug,
    })
    .from(licenceTable)
    .innerJoin(sportasiTable, eq(sportasiTable.id, licenceTable.sportas_id))
    .innerJoin(sezoneTable, eq(sezoneTable.id, licenceTable.sezona_id))
    .innerJoin(kluboviTable, eq(kluboviTable.id, licenceTable.club_id))
    .leftJoin(savezi, eq(savezi.id, licenceTable.savez_id))
    .where(eq(licenceTable.id, id))
    .get();
  if (!row) return null;
  const definitions: Definition[] = row.savez_id
    ? await db
        .select({
          naziv: dobneKategorijeTable.naziv,
          spol: dobneKategorijeTable.spol,
          rodeni_od: dobneKategorijeTable.rodeni_od,
          rodeni_do: dobneKategorijeTable.rodeni_do,
        })
        .from(dobneKategorijeTable)
        .where(and(eq(dobneKategorijeTable.savez_id, row.savez_id), isNull(dobneKategorijeTable.deleted_at)))
    : [];
  const sezona = { naziv: row.sezona_naziv, datum_od: row.datum_od, datum_do: row.datum_do };
  return {
    id: row.id,
    status: row.status,
    savez_id: row.savez_id,
    club_id: row.club_id,
    deleted_at: row.deleted_at,
    ime: row.ime,
    prezime: row.prezime,
    sezona,
    klub: { naziv: row.klub_naziv, kratki_naziv: row.kratki_naziv, slug: row.klub_slug },
    savez: row.savez_slug ? { naziv: row.savez_naziv!, slug: row.savez_slug } : null,
    kategorija: licenceCategory(row, sezona, definitions),
  };
}

const CARD = `query LicencaIskaznica($id: String!) {
  licence(where: {id: {_eq: $id}}, limit: 1) { id status savez_id club_id sportas_id sezona_id deleted_at }
}`;
const PARTS = `query LicencaDijelovi($sportas: String!, $sezona: String!, $klub: String!, $savez: String!) {
  sportasi(where: {id: {_eq: $sportas}}) { ime prezime datum_rodenja spol }
  sezone(where: {id: {_eq: $sezona}}) { naziv datum_od datum_do }
  klubovi(where: {id: {_eq: $klub}}) { naziv kratki_naziv slug }
  savezi(where: {id: {_eq: $savez}}) { naziv slug }
  dobne_kategorije(where: {savez_id: {_eq: $savez}, deleted_at: {_is_null: true}}) { naziv spol rodeni_od rodeni_do }
}`;

async function hasuraCard(admin: HasuraAdmin, id: string): Promise<LicenceCardRow | null> {
  type Licence = Omit<LicenceCardRow, "ime" | "prezime" | "sezona" | "klub" | "savez" | "kategorija"> & {
    sportas_id: string;
    sezona_id: string;
  };
  const [licence] = (await asHasuraAdmin(admin, "LicencaIskaznica", CARD, { id })).licence as Licence[];
  if (!licence) return null;
  const parts = await asHasuraAdmin(admin, "LicencaDijelovi", PARTS, {
    sportas: licence.sportas_id,
    sezona: licence.sezona_id,
    klub: licence.club_id,
    savez: licence.savez_id ?? "",
  });
  const [sportas] = parts.sportasi as {
    ime: string;
    prezime: string;
    datum_rodenja: string | null;
    spol: string | null;
  }[];
  const [sezona] = parts.sezone as LicenceCardRow["sezona"][];
  const [klub] = parts.klubovi as LicenceCardRow["klub"][];
  const [savez] = parts.savezi as NonNullable<LicenceCardRow["savez"]>[];
  if (!sportas || !sezona || !klub) return null;
  const { sportas_id: _s, sezona_id: _z, ...rest } = licence;
  return {
    ...rest,
    ime: sportas.ime,
    prezime: sportas.prezime,
    sezona,
    klub,
    savez: savez ?? null,
    kategorija: licenceCategory(sportas, sezona, parts.dobne_kategorije as Definition[]),
  };
}

/** The licence card of `id` from this request's provider (DATA_PROVIDER). */
export function licenceCardById(c: { env: Env; var: { requestId?: string } }, id: string) {
  const config = getConfig(c.env);
  if (config.DATA_PROVIDER !== "hasura") return d1Card(database(c.env.DB), id);
  return hasuraCard(
    {
      url: config.HASURA_GRAPHQL_URL!,
      adminSecret: config.HASURA_ADMIN_SECRET!,
      timeoutMs: config.HASURA_TIMEOUT_MS,
      requestId: c.var.requestId,
    },
    id,
  );
}

/**
 * A licence's status as its verification says it: 'aktivna' while approved and the season has not ended,
 * 'istekla' once it has (or once the server expired it), 'suspendirana'; null for one never approved.
 */
export function licenceLiveStatus(row: LicenceCardRow, today: string): "aktivna" | "istekla" | "suspendirana" | null {
  if (row.status === "suspendirana") return "suspendirana";
  if (row.status === "istekla" || (row.status === "odobrena" && row.sezona.datum_do < today)) return "istekla";
  return row.status === "odobrena" ? "aktivna" : null;
}
