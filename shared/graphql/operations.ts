// The trusted GraphQL documents: the only operations the Worker executes (matched by hash), and the
// ones the SPA sends. Hasura-style names, so the same text runs on the D1 provider and on Hasura.
// This module is pure: no I/O.

/** SPEC §7 ReadFeed: 12 latest feed items and 3 latest results, newest first, nulls last. */
export const ReadFeed = `query ReadFeed {
  feed(order_by: {created_at: desc_nulls_last}, limit: 12) {
    id
    subject
    slika_url
    description
    savez {
      slug
      naziv
    }
  }
  rezultati(order_by: {created_at: desc_nulls_last}, limit: 3) {
    natjecanje_id
    payload
    created_at
    savez {
      slug
      naziv
    }
  }
}`;

/** SPEC §7 users: the caller's own user row with memberships (oldest first, nulls last). */
export const users = `query users {
  users {
    id
    uuid
    firebase_user_id
    bc_membership_number
    memberships(order_by: {created_at: asc_nulls_last}) {
      id
      number
      type
      status
      expiry
      first_name
      last_name
      profile_picture_url
    }
  }
}`;

/** SPEC §7 dokumenti_saveza: the federation documents. */
export const dokumenti_saveza = `query dokumenti_saveza {
  dokumenti_saveza(order_by: {created_at: desc_nulls_last}) {
    id
    naziv
    opis
    dokument_url
  }
}`;

/** SPEC §7 CreateNajava: one announcement into the feed (staff), optionally with its uploaded picture's key. */
export const CreateNajava = `mutation CreateNajava($subject: String!, $description: String!, $slika_key: String, $savez_id: String) {
  insert_feed_one(object: {subject: $subject, description: $description, slika_key: $slika_key, savez_id: $savez_id}) {
    id
  }
}`;

/** Stored competitors, newest first (staff). */
export const Natjecatelji = `query Natjecatelji($savez_id: String) {
  natjecatelji(where: {savez_id: {_eq: $savez_id}}, order_by: {created_at: desc_nulls_last}, limit: 5000) {
    id
    ime
    prezime
    team
    created_at
    version
  }
}`;

/** Competitors from a CSV or the manual form, all or nothing (staff). */
export const InsertNatjecatelji = `mutation InsertNatjecatelji($objects: [natjecatelji_insert_input!]!) {
  insert_natjecatelji(objects: $objects) {
    affected_rows
  }
}`;

/** Stored competitions with their result documents, newest first (staff). */
export const Natjecanja = `query Natjecanja($savez_id: String) {
  natjecanja(where: {savez_id: {_eq: $savez_id}}, order_by: {created_at: desc_nulls_last}) {
    id
    naziv
    datum_od
    datum_do
    lokacija
    dokument_key
    dokument_naziv
    version
    dokumenti(order_by: {created_at: asc_nulls_last}) {
      id
      naziv
      dokument_key
      created_at
      version
    }
  }
}`;

/** A competition's start list: which stored competitors are registered, with versions (staff). */
export const StartnaLista = `query StartnaLista($natjecanje_id: String!) {
  natjecanja_natjecatelji(where: {natjecanje_id: {_eq: $natjecanje_id}}, order_by: {created_at: asc_nulls_last}) {
    id
    natjecatelj_id
    version
  }
}`;

/** Stored competitors added to a competition's start list, all or nothing (staff). */
export const InsertPrijave = `mutation InsertPrijave($objects: [natjecanja_natjecatelji_insert_input!]!) {
  insert_natjecanja_natjecatelji(objects: $objects) {
    affected_rows
  }
}`;

/** One competition; its document is already in R2 under dokument_key (staff). */
export const CreateNatjecanje = `mutation CreateNatjecanje($object: natjecanja_insert_input!) {
  insert_natjecanja_one(object: $object) {
    id
  }
}`;

/** One result: payload {naziv?, poredak: [{mjesto, ime, bodovi}]} (staff). */
export const CreateRezultat = `mutation CreateRezultat($object: rezultati_insert_input!) {
  insert_rezultati_one(object: $object) {
    id
  }
}`;

/** One federation document; the file is already in R2 (staff). */
export const CreateDokumentSaveza = `mutation CreateDokumentSaveza($object: dokumenti_saveza_insert_input!) {
  insert_dokumenti_saveza_one(object: $object) {
    id
  }
}`;

/** One result document attached to a stored competition (staff). */
export const CreateDokumentRezultata = `mutation CreateDokumentRezultata($object: natjecanja_dokumenti_insert_input!) {
  insert_natjecanja_dokumenti_one(object: $object) {
    id
  }
}`;

const SAVEZ_FIELDS = `id
    slug
    naziv
    opis
    logo_key
    email
    web
    version`;

/** Every federation, oldest first (public): /savezi and the staff's federation switcher. */
export const Savezi = `query Savezi {
  savezi(order_by: {created_at: asc_nulls_last}) {
    ${SAVEZ_FIELDS}
  }
}`;

/** One federation by its slug with its latest announcements and its documents (public): /savezi/:slug. */
export const Savez = `query Savez($slug: String!) {
  savezi(where: {slug: {_eq: $slug}}, limit: 1) {
    ${SAVEZ_FIELDS}
    feed(order_by: {created_at: desc_nulls_last}, limit: 12) {
      id
      subject
      slika_url
      description
    }
    dokumenti_saveza(order_by: {created_at: desc_nulls_last}) {
      id
      naziv
      opis
      dokument_url
    }
  }
}`;

/** A new federation (admins). */
export const CreateSavez = `mutation CreateSavez($object: savezi_insert_input!) {
  insert_savezi_one(object: $object) {
    id
    slug
  }
}`;

/** Edits a federation if nobody changed it since `version` was read (admins); 0 rows is a 409 conflict. */
export const UpdateSavez = `mutation UpdateSavez($id: String!, $version: Int!, $set: savezi_set_input!) {
  update_savezi(where: {id: {_eq: $id}, version: {_eq: $version}}, _set: $set) {
    affected_rows
  }
}`;

/** A federation's announcements with their versions, newest first (staff: the list to edit and delete). */
export const Najave = `query Najave($savez_id: String) {
  feed(where: {savez_id: {_eq: $savez_id}}, order_by: {created_at: desc_nulls_last}, limit: 200) {
    id
    subject
    description
    slika_url
    created_at
    version
  }
}`;

/** A federation's results with their versions, newest first (staff). */
export const Rezultati = `query Rezultati($savez_id: String) {
  rezultati(where: {savez_id: {_eq: $savez_id}}, order_by: {created_at: desc_nulls_last}, limit: 200) {
    id
    natjecanje_id
    payload
    created_at
    version
  }
}`;

/** A federation's documents with their versions, newest first (staff). */
export const DokumentiSaveza = `query DokumentiSaveza($savez_id: String) {
  dokumenti_saveza(where: {savez_id: {_eq: $savez_id}}, order_by: {created_at: desc_nulls_last}) {
    id
    naziv
    opis
    dokument_url
    created_at
    version
  }
}`;

const TRASHED = `where: {savez_id: {_eq: $savez_id}, deleted_at: {_is_null: false}}, order_by: {created_at: desc_nulls_last}`;

/** 'Obrisano': a federation's deleted rows of every kind, restorable for 30 days (staff). */
export const Obrisano = `query Obrisano($savez_id: String) {
  feed(${TRASHED}) {
    id
    subject
    description
    deleted_at
    version
  }
  natjecatelji(${TRASHED}) {
    id
    ime
    prezime
    team
    deleted_at
    version
  }
  natjecanja(${TRASHED}) {
    id
    naziv
    deleted_at
    version
  }
  rezultati(${TRASHED}) {
    id
    payload
    deleted_at
    version
  }
  dokumenti_saveza(${TRASHED}) {
    id
    naziv
    deleted_at
    version
  }
  natjecanja_dokumenti(${TRASHED}) {
    id
    naziv
    deleted_at
    version
  }
  memberships(${TRASHED}) {
    id
    number
    first_name
    last_name
    deleted_at
    version
  }
}`;

/** The fields of a membership in the register (issue 15). */
export const MEMBERSHIP_FIELDS = `id
    number
    type
    status
    suspension_reason
    valid_from
    expiry
    first_name
    last_name
    date_of_birth
    email
    photo_key
    profile_picture_url
    savez_id
    created_at
    version`;

/**
 * A page of a federation's membership register (staff): ordered by surname, the page after the row `after`,
 * filtered by a search (name, number or email), type, status (istekla computed) and expiring within 30 days;
 * with the federation's settings (types, number prefix).
 */
export const Clanstva = `query Clanstva($savez_id: String, $search: String, $type: String, $status: String, $expiring: Boolean, $after: String, $limit: Int) {
  memberships_register(savez_id: $savez_id, search: $search, type: $type, status: $status, expiring: $expiring, after: $after, limit: $limit) {
    ${MEMBERSHIP_FIELDS}
  }
  membership_register_settings(savez_id: $savez_id) {
    savez_id
    prefix
    next_number
    types
  }
}`;

/** Issues one membership; its number comes from the federation's sequence (staff). */
export const CreateClanstvo = `mutation CreateClanstvo($object: memberships_insert_input!) {
  insert_memberships_one(object: $object) {
    id
    number
  }
}`;

/** A CSV import of up to 5 000 memberships, all or nothing (staff). */
export const ImportClanstva = `mutation ImportClanstva($objects: [memberships_insert_input!]!) {
  insert_memberships(objects: $objects) {
    affected_rows
  }
}`;

const MEMBERSHIP_ROW = "where: {id: {_eq: $id}, version: {_eq: $version}}";

/** 'Obnovi': the next season's valid_from and expiry in one step (staff). */
export const ObnoviClanstvo = `mutation ObnoviClanstvo($id: String!, $version: Int!, $set: memberships_set_input!) {
  update_memberships(${MEMBERSHIP_ROW}, _set: $set) {
    affected_rows
  }
}`;

/** 'Suspendiraj' with its required reason (staff). */
export const SuspendirajClanstvo = `mutation SuspendirajClanstvo($id: String!, $version: Int!, $set: memberships_set_input!) {
  update_memberships(${MEMBERSHIP_ROW}, _set: $set) {
    affected_rows
  }
}`;

/** 'Aktiviraj': back to aktivna, the reason cleared (staff). */
export const AktivirajClanstvo = `mutation AktivirajClanstvo($id: String!, $version: Int!, $set: memberships_set_input!) {
  update_memberships(${MEMBERSHIP_ROW}, _set: $set) {
    affected_rows
  }
}`;

/**
 * What staff edit, delete (to 'Obrisano') and restore, by the name its operations carry: UpdateNajava,
 * DeleteNajava, RestoreNajava, ... Each names the row by id and the version the client read.
 */
export const EDITABLE = {
  Najava: "feed",
  Natjecatelj: "natjecatelji",
  Natjecanje: "natjecanja",
  Rezultat: "rezultati",
  DokumentSaveza: "dokumenti_saveza",
  DokumentRezultata: "natjecanja_dokumenti",
  Clanstvo: "memberships",
  Prijava: "natjecanja_natjecatelji",
} as const;
export type Editable = keyof typeof EDITABLE;
type EditOperation = `${"Update" | "Delete" | "Restore"}${Editable}`;

function editOperations(): Record<EditOperation, string> {
  const operations = {} as Record<EditOperation, string>;
  const row = "where: {id: {_eq: $id}, version: {_eq: $version}}";
  for (const [name, table] of Object.entries(EDITABLE) as [Editable, string][]) {
    operations[`Update${name}`] = `mutation Update${name}($id: String!, $version: Int!, $set: ${table}_set_input!) {
  update_${table}(${row}, _set: $set) {
    affected_rows
  }
}`;
    for (const verb of ["Delete", "Restore"] as const) {
      operations[`${verb}${name}`] = `mutation ${verb}${name}($id: String!, $version: Int!) {
  ${verb.toLowerCase()}_${table}(${row}) {
    affected_rows
  }
}`;
    }
  }
  return operations;
}

/** Every trusted operation by its operationName. */
export const OPERATIONS = {
  ReadFeed,
  users,
  dokumenti_saveza,
  CreateNajava,
  Natjecatelji,
  InsertNatjecatelji,
  Natjecanja,
  StartnaLista,
  InsertPrijave,
  CreateNatjecanje,
  CreateRezultat,
  CreateDokumentSaveza,
  CreateDokumentRezultata,
  Savezi,
  Savez,
  CreateSavez,
  UpdateSavez,
  Najave,
  Rezultati,
  DokumentiSaveza,
  Obrisano,
  Clanstva,
  CreateClanstvo,
  ImportClanstva,
  ObnoviClanstvo,
  SuspendirajClanstvo,
  AktivirajClanstvo,
  ...editOperations(),
} as const;

export type OperationName = keyof typeof OPERATIONS;
