// Federations for the admin screens: CreateSavez and UpdateSavez (admins; an update sends the version it read, a
// stale one is a 409 version_conflict), and the logo upload to R2. The list itself is web/lib/savezi.ts.
import { mutate } from "swr";
import { CreateSavez, UpdateSavez } from "../../../../shared/entities/savez/operations";
import type { StoredImage } from "../../../../shared/image-file";
import { imageUploadUrl } from "../../../../shared/paths";
import type { SavezInput } from "../../../../shared/entities/savez/input";
import { T_ADMIN } from "../../../../shared/texts";
import { runOperation } from "../../../lib/graphql";
import { createRequest } from "../../../lib/idempotency";
import type { Savez } from "../../../lib/savezi";
import { uploadFile } from "../../../lib/upload-document";

const isGraphQLKey = (key: unknown, names: readonly string[]) =>
  Array.isArray(key) && key[0] === "graphql" && names.includes(key[1] as string);

/**
 * After a save: the federation list gets the saved row at once (an edit form on it keeps its state) and is
 * refetched; the other queries that show federations (a federation's page, home's cards) are dropped from the
 * cache, so whichever screen shows them next fetches them (a cached query is not refetched on mount); /me,
 * always mounted, is refetched.
 */
export async function refreshSavezi(saved: Savez | null): Promise<void> {
  await Promise.all([
    mutate<{ savezi: Savez[] }>(
      (key) => isGraphQLKey(key, ["Savezi"]),
      (current) =>
        current && saved ? { savezi: current.savezi.map((s) => (s.id === saved.id ? saved : s)) } : undefined,
      { revalidate: true },
    ),
    mutate((key) => isGraphQLKey(key, ["Savez", "ReadFeed"]), undefined, { revalidate: true }),
    mutate((key) => Array.isArray(key) && key[0] === "me"),
  ]);
}

/** Adds a federation; returns its id and slug. */
export async function createSavez(object: SavezInput, token: string | null): Promise<{ id: string; slug: string }> {
  const data = await createRequest(CreateSavez, { object }, token);
  await refreshSavezi(null);
  return data.insert_savezi_one;
}

/** Saves a federation if nobody changed it since `savez.version` was read. */
export async function updateSavez(savez: Savez, set: SavezInput, token: string | null): Promise<void> {
  const { id, version } = savez;
  await runOperation(UpdateSavez, { id, version, set }, token);
  const saved: Savez = {
    ...savez,
    ...set,
    opis: set.opis,
    email: set.email ?? null,
    web: set.web ?? null,
    logo_key: set.logo_key ?? null,
    version: version + 1,
  };
  await refreshSavezi(saved);
}

/** Uploads a logo (the raw bytes, like a document); the server checks the bytes again. */
export function uploadLogo(file: File, token: string | null): Promise<StoredImage> {
  return uploadFile(imageUploadUrl(file.name), file, token, () => {}, T_ADMIN.logoUploadError);
}
