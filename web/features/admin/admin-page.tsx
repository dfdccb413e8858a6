import { Link } from "react-router";
import { T_ADMIN } from "../../../shared/texts";
import { Card } from "../../components/ui/card";
import { AdminScreen, SECTIONS } from "./components/admin-screen";

/** /admin: the admin area's home, one card per section (admins only). */
export function Component() {
  return (
    <AdminScreen title={T_ADMIN.title}>
      <div className="grid">
        {SECTIONS.map(({ to, label, about }) => (
          <Card key={to} className="menu-card">
            <h2>
              <Link to={to}>{label}</Link>
            </h2>
            <p>{about}</p>
          </Card>
        ))}
      </div>
    </AdminScreen>
  );
}
