import { useMemo } from "react";
import { T } from "../../../shared/texts";
import { staffScreen } from "../../components/staff-only";
import { useNatjecatelji } from "./api/natjecatelji";
import { NatjecateljiEntry } from "./components/natjecatelji-entry";
import { StoredNatjecatelji } from "./components/stored-natjecatelji";
import { keysOf } from "./duplicates";

function NatjecateljiScreen() {
  const { data, error, isLoading, mutate } = useNatjecatelji();
  const storedKeys = useMemo(() => keysOf(data?.natjecatelji ?? []), [data]);
  return (
    <>
      <NatjecateljiEntry storedKeys={storedKeys} onSaved={() => void mutate()} />
      <StoredNatjecatelji rows={data?.natjecatelji} error={error} isLoading={isLoading} />
    </>
  );
}

/** /unesi-natjecatelje and /unos-natjecatelja: 'Unesi Natjecatelje' and the stored competitors (staff). */
export const Component = staffScreen(T.unesiNatjecatelje, NatjecateljiScreen, { narrow: false });
