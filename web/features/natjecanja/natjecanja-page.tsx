import { T, T_STAFF } from "../../../shared/texts";
import { staffScreen } from "../../components/staff-only";
import { useNatjecanja } from "../../lib/natjecanja";
import { NatjecanjaList } from "./components/natjecanja-list";
import { NatjecanjeForm } from "./components/natjecanje-form";

function NatjecanjaScreen() {
  const { data, error, isLoading, mutate } = useNatjecanja();
  return (
    <>
      <NatjecanjeForm onSaved={() => void mutate()} />
      <h2>{T_STAFF.spremljenaNatjecanja}</h2>
      <NatjecanjaList natjecanja={data?.natjecanja} error={error} isLoading={isLoading} />
    </>
  );
}

/** /unesi-natjecanja and /unos-natjecanja: 'Unesi Natjecanje' and the stored competitions (staff). */
export const Component = staffScreen(T.unesiNatjecanje, NatjecanjaScreen);
