import { T_ENTRY } from "../../../shared/texts";
import { StaffPage } from "../../components/staff-only";
import { NajavaForm } from "./components/najava-form";

/** /unesi-najavu: the announcement entry (SPEC §2), at most 720 px wide, staff only. */
export function Component() {
  return (
    <StaffPage title={T_ENTRY.unesiNajavu}>
      <NajavaForm />
    </StaffPage>
  );
}
