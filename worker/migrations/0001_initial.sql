-- Every entity of DESIGN.md. Ids are text UUIDs (Hasura-style `uuid`), except users.id, which the spec
-- reads as a number beside a separate uuid. Timestamps are ISO-8601 UTC text; created_at may be NULL
-- (the spec orders "nulls last"), and SQLite's DESC already puts NULLs last, so the
-- created_at indexes serve every "latest N" read without a sort.

CREATE TABLE feed (
  id TEXT PRIMARY KEY,
  subject TEXT,
  description TEXT,
  slika_url TEXT,
  created_by INTEGER REFERENCES users(id),
  created_at TEXT DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX feed_created_at ON feed (created_at DESC);

CREATE TABLE natjecanja (
  id TEXT PRIMARY KEY,
  naziv TEXT NOT NULL,
  datum_od TEXT NOT NULL,
  datum_do TEXT NOT NULL,
  lokacija TEXT NOT NULL,
  dokument_key TEXT,
  dokument_naziv TEXT,
  created_by INTEGER REFERENCES users(id),
  created_at TEXT DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  CHECK (datum_do >= datum_od)
);
CREATE INDEX natjecanja_created_at ON natjecanja (created_at DESC);

CREATE TABLE rezultati (
  id TEXT PRIMARY KEY,
  natjecanje_id TEXT REFERENCES natjecanja(id),
  payload TEXT NOT NULL CHECK (json_valid(payload)),
  created_by INTEGER REFERENCES users(id),
  created_at TEXT DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX rezultati_created_at ON rezultati (created_at DESC);

CREATE TABLE users (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  uuid TEXT NOT NULL UNIQUE,
  firebase_user_id TEXT UNIQUE,
  email TEXT,
  email_verified INTEGER NOT NULL DEFAULT 0,
  role TEXT NOT NULL DEFAULT 'member' CHECK (role IN ('member', 'staff', 'admin')),
  bc_membership_number TEXT,
  created_at TEXT DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX users_email ON users (email);

CREATE TABLE memberships (
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  number TEXT NOT NULL,
  type TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'active',
  expiry TEXT,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  profile_picture_url TEXT,
  created_at TEXT DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX memberships_user_created_at ON memberships (user_id, created_at);

CREATE TABLE dokumenti_saveza (
  id TEXT PRIMARY KEY,
  naziv TEXT NOT NULL,
  opis TEXT NOT NULL DEFAULT '',
  dokument_url TEXT NOT NULL,
  dokument_key TEXT,
  created_by INTEGER REFERENCES users(id),
  created_at TEXT DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX dokumenti_saveza_created_at ON dokumenti_saveza (created_at DESC);

CREATE TABLE natjecatelji (
  id TEXT PRIMARY KEY,
  ime TEXT NOT NULL,
  prezime TEXT NOT NULL,
  team TEXT NOT NULL,
  -- lower-cased, diacritic-free "ime|prezime|team", to flag duplicates the way a person would.
  match_key TEXT NOT NULL,
  created_by INTEGER REFERENCES users(id),
  created_at TEXT DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX natjecatelji_created_at ON natjecatelji (created_at DESC);
CREATE INDEX natjecatelji_match_key ON natjecatelji (match_key);

-- Result documents (PDF/DOCX in R2) attached to a stored competition.
CREATE TABLE natjecanja_dokumenti (
  id TEXT PRIMARY KEY,
  natjecanje_id TEXT NOT NULL REFERENCES natjecanja(id) ON DELETE CASCADE,
  naziv TEXT NOT NULL,
  dokument_key TEXT NOT NULL,
  created_by INTEGER REFERENCES users(id),
  created_at TEXT DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX natjecanja_dokumenti_natjecanje ON natjecanja_dokumenti (natjecanje_id, created_at);
