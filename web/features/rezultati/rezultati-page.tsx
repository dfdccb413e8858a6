import { T_STAFF } from "../../../shared/texts";
import { staffScreen } from "../../components/staff-only";
import { RezultatForm } from "./components/rezultat-form";
import { RezultatiList } from "./components/rezultati-list";

/** The entry form, then the federation's stored results to edit or delete. */
function RezultatiScreen() {
  return (
    <>
      <RezultatForm />
      <RezultatiList />
    </>
  );
}

/** /unos-rezultata: standings for a stored or named competition, saved through CreateRezultat (staff). */
export const Component = staffScreen(T_STAFF.unosRezultata, RezultatiScreen);
