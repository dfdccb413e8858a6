import { buildSchema, type GraphQLSchema } from "graphql";

/**
 * The D1 provider's schema, in Hasura's naming (`feed`, `order_by: {created_at: desc_nulls_last}`,
 * `insert_feed_one(object:)`, `insert_x(objects:) { affected_rows }`), so the trusted documents run
 * unchanged on either provider. Insert inputs are all nullable, as Hasura's are: the shared zod schemas,
 * not GraphQL coercion, decide what is missing, so clients get per-field messages.
 */
export const SDL = /* GraphQL */ `
  scalar jsonb

  enum order_by {
    asc
    asc_nulls_first
    asc_nulls_last
    desc
    desc_nulls_first
    desc_nulls_last
  }

  input created_at_order_by {
    created_at: order_by
  }

  type feed {
    id: String!
    subject: String
    slika_url: String
    description: String
    created_at: String
  }

  type rezultati {
    id: String!
    natjecanje_id: String
    payload: jsonb!
    created_at: String
  }

  type memberships {
    id: String!
    number: String!
    type: String!
    status: String!
    expiry: String
    first_name: String!
    last_name: String!
    profile_picture_url: String
    created_at: String
  }

  type users {
    id: Int!
    uuid: String!
    firebase_user_id: String
    bc_membership_number: String
    created_at: String
    memberships(order_by: [created_at_order_by!], limit: Int): [memberships!]!
  }

  type dokumenti_saveza {
    id: String!
    naziv: String!
    opis: String!
    dokument_url: String!
    created_at: String
  }

  type natjecatelji {
    id: String!
    ime: String!
    prezime: String!
    team: String!
    created_at: String
  }

  type natjecanja_dokumenti {
    id: String!
    natjecanje_id: String!
    naziv: String!
    dokument_key: String!
    created_at: String
  }

  type natjecanja {
    id: String!
    naziv: String!
    datum_od: String!
    datum_do: String!
    lokacija: String!
    dokument_key: String
    dokument_naziv: String
    created_at: String
    dokumenti(order_by: [created_at_order_by!], limit: Int): [natjecanja_dokumenti!]!
  }

  type query_root {
    feed(order_by: [created_at_order_by!], limit: Int): [feed!]!
    rezultati(order_by: [created_at_order_by!], limit: Int): [rezultati!]!
    users(order_by: [created_at_order_by!], limit: Int): [users!]!
    dokumenti_saveza(order_by: [created_at_order_by!], limit: Int): [dokumenti_saveza!]!
    natjecatelji(order_by: [created_at_order_by!], limit: Int): [natjecatelji!]!
    natjecanja(order_by: [created_at_order_by!], limit: Int): [natjecanja!]!
  }

  type id_response {
    id: String!
  }

  type mutation_response {
    affected_rows: Int!
  }

  input feed_insert_input {
    subject: String
    description: String
  }

  input natjecatelji_insert_input {
    ime: String
    prezime: String
    team: String
  }

  input natjecanja_insert_input {
    naziv: String
    datum_od: String
    datum_do: String
    lokacija: String
    dokument_key: String
    dokument_naziv: String
  }

  input rezultati_insert_input {
    natjecanje_id: String
    payload: jsonb
  }

  input dokumenti_saveza_insert_input {
    naziv: String
    opis: String
    dokument_url: String
    dokument_key: String
  }

  input natjecanja_dokumenti_insert_input {
    natjecanje_id: String
    naziv: String
    dokument_key: String
  }

  type mutation_root {
    insert_feed_one(object: feed_insert_input!): id_response
    insert_natjecatelji(objects: [natjecatelji_insert_input!]!): mutation_response
    insert_natjecanja_one(object: natjecanja_insert_input!): id_response
    insert_rezultati_one(object: rezultati_insert_input!): id_response
    insert_dokumenti_saveza_one(object: dokumenti_saveza_insert_input!): id_response
    insert_natjecanja_dokumenti_one(object: natjecanja_dokumenti_insert_input!): id_response
  }

  schema {
    query: query_root
    mutation: mutation_root
  }
`;

let built: GraphQLSchema | null = null;

/**
 * The executable schema, built once per isolate. Resolvers come from the root value (d1-resolvers.ts);
 * the `jsonb` scalar keeps buildSchema's identity serialisation, which is exactly Hasura's pass-through.
 */
export function d1Schema(): GraphQLSchema {
  built ??= buildSchema(SDL);
  return built;
}
