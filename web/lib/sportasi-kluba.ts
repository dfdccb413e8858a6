// A club's athletes, to pick whom to enter (the club's entry form and the staff's late entry). Not in ./prijave.ts:
// the public competition pages read that module, and this one brings the athletes' operation and its zod schemas.
import { Sportasi } from "../../shared/entities/sportas/operations";
import { useOperation } from "./graphql";
import type { KlubDuznosnika } from "./prijave";

/** A club's athletes (to pick whom to enter). */
export const useSportasiKluba = (klub: Pick<KlubDuznosnika, "id" | "savez_id">) =>
  useOperation(Sportasi, { club_id: klub.id, savez_id: klub.savez_id, limit: 5000 });
