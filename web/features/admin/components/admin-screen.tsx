// Every admin screen: the guard (admins only), the page title and the section tabs.
import type { ComponentType, ReactNode } from "react";
import { NavLink } from "react-router";
import { ROUTES } from "../../../../shared/paths";
import { T_ADMIN } from "../../../../shared/texts";
import { AdminPage } from "../../../components/admin-only";
import "../admin.css";

/** The admin area's sections. */
export const SECTIONS = [
  { to: ROUTES.adminSavezi, label: T_ADMIN.savezi, about: T_ADMIN.saveziOpis },
  { to: ROUTES.adminLjudi, label: T_ADMIN.ljudi, about: T_ADMIN.ljudiOpis },
  { to: ROUTES.adminPozivnice, label: T_ADMIN.pozivnice, about: T_ADMIN.pozivniceOpis },
] as const;

function AdminTabs() {
  return (
    <nav className="admin-tabs" aria-label={T_ADMIN.odjeljci}>
      <ul>
        {SECTIONS.map(({ to, label }) => (
          <li key={to}>
            <NavLink to={to}>{label}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** An admin screen titled `title`: only admins see the tabs and `children`. */
export function AdminScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <AdminPage title={title}>
      <AdminTabs />
      {children}
    </AdminPage>
  );
}

/** An admin screen's route component (the `Component` a lazy route module exports): `Screen` under `title`. */
export function adminScreen(title: string, Screen: ComponentType) {
  return function Component() {
    return (
      <AdminScreen title={title}>
        <Screen />
      </AdminScreen>
    );
  };
}
