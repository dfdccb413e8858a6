// The trusted GraphQL operations: the only ones the Worker executes (matched by hash), and the ones the SPA
// sends. Each is defined once, in its entity's folder (shared/entities/<entity>/operations.ts, with
// defineOperation): its document, its variables' schema and its result's shape. This module collects them and
// derives what the Worker, the allow-list and the tests look up by name. Hasura-style names, so the same text
// runs on the D1 provider and on Hasura. This module is pure: no I/O.
import { CreateDokumentRezultata, dokumentRezultataEdits } from "../entities/dokument-rezultata/operations";
import {
  CreateDokumentSaveza,
  DokumentiSaveza,
  dokumenti_saveza,
  dokumentSavezaEdits,
} from "../entities/dokument-saveza/operations";
import { CreateNajava, Najave, ReadFeed, najavaEdits } from "../entities/feed/operations";
import {
  AktivirajClanstvo,
  Clanstva,
  CreateClanstvo,
  ImportClanstva,
  IzdajNovuIskaznicu,
  ObnoviClanstvo,
  SuspendirajClanstvo,
  clanstvoEdits,
} from "../entities/membership/operations";
import { CreateNatjecanje, Natjecanja, natjecanjeEdits } from "../entities/natjecanje/operations";
import { InsertNatjecatelji, Natjecatelji, natjecateljEdits } from "../entities/natjecatelj/operations";
import { InsertPrijave, StartnaLista, prijavaEdits } from "../entities/prijava/operations";
import { CreateRezultat, Rezultati, rezultatEdits } from "../entities/rezultat/operations";
import { CreateSavez, SavezBySlug, Savezi, UpdateSavez } from "../entities/savez/operations";
import { users } from "../entities/user/operations";
import { Obrisano } from "./obrisano";
import { CreateSezona, Sezone, sezonaEdits } from "../entities/sezona/operations";
import { CreateKlub, Klub, Klubovi, klubEdits } from "../entities/klub/operations";
import { CreateDuznosnik, DuznosniciKluba, duznosnikEdits } from "../entities/duznosnik/operations";
import { CreateSportas, ImportSportasi, Sportasi, UpisiLijecnicke, sportasEdits } from "../entities/sportas/operations";
import { CreateDobnaKategorija, DobneKategorije, dobnaKategorijaEdits } from "../entities/dobna-kategorija/operations";
import {
  Licence,
  OdbijLicence,
  OdbijLicencu,
  OdobriLicence,
  OdobriLicencu,
  ZatraziLicence,
  ZatraziLicencu,
  licencaEdits,
} from "../entities/licenca/operations";
import {
  OdbijTransfer,
  PotvrdiTransfer,
  PrihvatiTransfer,
  Transferi,
  ZatraziTransfer,
  transferEdits,
} from "../entities/transfer/operations";

/**
 * What staff edit, delete (to 'Obrisano') and restore, by the name its operations carry: UpdateNajava,
 * DeleteNajava, RestoreNajava, ... Each names the row by id and the version the client read.
 */
export const EDITS = {
  Najava: najavaEdits,
  Natjecatelj: natjecateljEdits,
  Natjecanje: natjecanjeEdits,
  Rezultat: rezultatEdits,
  DokumentSaveza: dokumentSavezaEdits,
  DokumentRezultata: dokumentRezultataEdits,
  Clanstvo: clanstvoEdits,
  Prijava: prijavaEdits,
  Sezona: sezonaEdits,
  Klub: klubEdits,
  Duznosnik: duznosnikEdits,
  Sportas: sportasEdits,
  DobnaKategorija: dobnaKategorijaEdits,
  Licenca: licencaEdits,
  Transfer: transferEdits,
} as const;
export type Editable = keyof typeof EDITS;

/** Each editable's table. */
export const EDITABLE = Object.fromEntries(Object.entries(EDITS).map(([name, edits]) => [name, edits.table])) as {
  [E in Editable]: (typeof EDITS)[E]["table"];
};

const editsOf = <E extends (typeof EDITS)[Editable]>(edits: E) => [edits.update, edits.delete, edits.restore] as const;

/** Every trusted operation, as defined in its entity's folder. */
export const DEFINITIONS = [
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
  SavezBySlug,
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
  IzdajNovuIskaznicu,
  ...editsOf(najavaEdits),
  ...editsOf(natjecateljEdits),
  ...editsOf(natjecanjeEdits),
  ...editsOf(rezultatEdits),
  ...editsOf(dokumentSavezaEdits),
  ...editsOf(dokumentRezultataEdits),
  ...editsOf(clanstvoEdits),
  ...editsOf(prijavaEdits),
  // The season (issue 29).
  Sezone,
  CreateSezona,
  Klubovi,
  Klub,
  CreateKlub,
  DuznosniciKluba,
  CreateDuznosnik,
  Sportasi,
  CreateSportas,
  ImportSportasi,
  // Medical examinations (issue 50 item 4): one date for many athletes at once.
  UpisiLijecnicke,
  DobneKategorije,
  CreateDobnaKategorija,
  Licence,
  ZatraziLicencu,
  ZatraziLicence,
  OdobriLicencu,
  OdbijLicencu,
  OdobriLicence,
  OdbijLicence,
  Transferi,
  ZatraziTransfer,
  PrihvatiTransfer,
  OdbijTransfer,
  PotvrdiTransfer,
  ...editsOf(sezonaEdits),
  ...editsOf(klubEdits),
  ...editsOf(duznosnikEdits),
  ...editsOf(sportasEdits),
  ...editsOf(dobnaKategorijaEdits),
  ...editsOf(licencaEdits),
  ...editsOf(transferEdits),
] as const;

type Definition = (typeof DEFINITIONS)[number];
export type OperationName = Definition["name"];

/** Every trusted operation's definition by its operationName. */
export const DEFINED = Object.fromEntries(DEFINITIONS.map((operation) => [operation.name, operation])) as {
  [O in Definition as O["name"]]: O;
};

/** Every trusted operation's document by its operationName (the Worker's and Hasura's allow-list). */
export const OPERATIONS = Object.fromEntries(DEFINITIONS.map((operation) => [operation.name, operation.document])) as {
  [O in Definition as O["name"]]: string;
};
