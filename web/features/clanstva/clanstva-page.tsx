// /clanstva: the federation's membership register (issue 15) for its staff: the list with its filters and row
// actions, 'Novo članstvo', the CSV import and the export.
import { T_REGISTAR } from "../../../shared/texts";
import { staffScreen } from "../../components/staff-only";
import { useRegisterSettings } from "./api/clanstva";
import { CsvExport } from "./components/csv-export";
import { CsvImport } from "./components/csv-import";
import { MembershipForm } from "./components/membership-form";
import { RegisterList } from "./components/register-list";
import "./clanstva.css";

const NO_TYPES: string[] = [];

function ClanstvaScreen() {
  const { settings } = useRegisterSettings();
  const types = settings?.types ?? NO_TYPES;
  return (
    <>
      <CsvExport />
      <RegisterList types={types} />
      <MembershipForm types={types} />
      <CsvImport types={types} />
    </>
  );
}

/** /clanstva: 'Registar članstava' (staff). */
export const Component = staffScreen(T_REGISTAR.naslov, ClanstvaScreen, { narrow: false });
