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
  }
  rezultati(order_by: {created_at: desc_nulls_last}, limit: 3) {
    payload
    created_at
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
export const CreateNajava = `mutation CreateNajava($subject: String!, $description: String!) {
  insert_feed_one(object: {subject: $subject, description: $description}) {
    id
  }
}`;

/** Stored competitors, newest first (staff). */
export const Natjecatelji = `query Natjecatelji {
  natjecatelji(order_by: {created_at: desc_nulls_last}, limit: 5000) {
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
export const Natjecanja = `query Natjecanja {
  natjecanja(order_by: {created_at: desc_nulls_last}) {
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
} as const;

export type OperationName = keyof typeof OPERATIONS;
