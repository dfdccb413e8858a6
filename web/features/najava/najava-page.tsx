import { T_ENTRY } from "../../../shared/texts";
import { staffScreen } from "../../components/staff-only";
import { NajavaForm } from "./components/najava-form";

/** /unesi-najavu: the announcement entry (SPEC §2), at most 720 px wide, staff only. */
export const Component = staffScreen(T_ENTRY.unesiNajavu, NajavaForm);
