import { T_ENTRY } from "../../../shared/texts";
import { StaffOnly } from "../../components/staff-only";
import { PageLayout } from "../../components/ui/page-layout";
import { NajavaForm } from "./components/najava-form";

/** /unesi-najavu: the announcement entry (SPEC §2), at most 720 px wide, staff only. */
export function Component() {
  return (
    <PageLayout title={T_ENTRY.unesiNajavu} narrow>
      <StaffOnly>
        <NajavaForm />
      </StaffOnly>
    </PageLayout>
  );
}
