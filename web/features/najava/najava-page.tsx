import { T_ENTRY } from "../../../shared/texts";
import { staffScreen } from "../../components/staff-only";
import { NajavaForm } from "./components/najava-form";
import { NajaveList } from "./components/najave-list";

/** The entry form, then the federation's announcements to edit or delete. */
function NajavaScreen() {
  return (
    <>
      <NajavaForm />
      <NajaveList />
    </>
  );
}

/** /unesi-najavu: the announcement entry (SPEC §2), at most 720 px wide, staff only. */
export const Component = staffScreen(T_ENTRY.unesiNajavu, NajavaScreen);
