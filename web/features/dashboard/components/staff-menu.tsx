import { Link } from "react-router";
import { ROUTES } from "../../../../shared/paths";
import { T } from "../../../../shared/texts";
import { Card } from "../../../components/ui/card";

const ENTRIES = [
  { to: ROUTES.unesiNajavu, label: T.staffMenuNajava },
  { to: ROUTES.unesiNatjecatelje, label: T.staffMenuNatjecatelji },
  { to: ROUTES.dokumentiSaveza, label: T.staffMenuDokumenti },
  { to: ROUTES.unesiNatjecanja, label: T.staffMenuNatjecanja },
];

/** The staff home menu (SPEC §2): four entry cards and the disabled result-documents card. */
export function StaffMenu() {
  return (
    <section aria-labelledby="staff-menu">
      <h2 id="staff-menu">{T.staffMenuTitle}</h2>
      <div className="grid">
        {ENTRIES.map(({ to, label }) => (
          <Card key={to} className="menu-card">
            <Link to={to}>{label}</Link>
          </Card>
        ))}
        <Card className="menu-card" aria-disabled="true">
          <span className="disabled">{T.staffMenuRezultati}</span>
          <p>{T.staffMenuRezultatiDisabled}</p>
        </Card>
      </div>
    </section>
  );
}
