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

/** SPEC §7 CreateNajava: one announcement into the feed (staff). */
export const CreateNajava = `mutation CreateNajava($subject: String!, $description: String!, $savez_id: String) {
  insert_feed_one(object: {subject: $subject, description: $description, savez_id: $savez_id}) {
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
    }
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

/** Every trusted operation by its operationName. */
export const OPERATIONS = {
  ReadFeed,
  users,
  dokumenti_saveza,
  CreateNajava,
  Natjecatelji,
  InsertNatjecatelji,
  Natjecanja,
  CreateNatjecanje,
  CreateRezultat,
  CreateDokumentSaveza,
  CreateDokumentRezultata,
  Savezi,
  Savez,
  CreateSavez,
  UpdateSavez,
} as const;

export type OperationName = keyof typeof OPERATIONS;
