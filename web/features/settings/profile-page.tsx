import { useId, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { ROUTES } from "../../../shared/paths";
import { T, T_UI } from "../../../shared/texts";
import { Button } from "../../components/ui/button";
import { LabelledSelect } from "../../components/labelled-select";
import { Card } from "../../components/ui/card";
import { PageLayout } from "../../components/ui/page-layout";
import { notify } from "../../lib/notifications";
import { pageTitle, usePageTitle } from "../../lib/page-title";
import { useSession } from "../../lib/session";
import { SIZES, THEMES } from "../../lib/site-settings-store";
import { MyData } from "./components/my-data";
import { PasswordForm } from "./components/password-form";
import { siteSettings, useSiteSettings } from "../../lib/site-settings";
import { TextField } from "../../components/form-controls";

/** The site settings, each a labelled select of its values. */
const SETTINGS = [
  {
    key: "theme",
    label: T_UI.theme,
    options: THEMES.map((t) => ({ value: t, label: T_UI.themes[t] })),
    set: (value: string) => siteSettings.setTheme(value),
  },
  {
    key: "size",
    label: T_UI.size,
    options: SIZES.map((s) => ({ value: s, label: T_UI.sizes[s] })),
    set: (value: string) => siteSettings.setSize(value),
  },
] as const;

function SiteSettingsForm() {
  const id = useId();
  const current = useSiteSettings();
  return (
    <Card>
      <h2>{T_UI.siteSettings}</h2>
      <div className="form">
        {SETTINGS.map(({ key, label, options, set }) => (
          <LabelledSelect
            key={key}
            id={`${id}-${key}`}
            label={label}
            value={current[key]}
            options={options}
            onChange={set}
          />
        ))}
      </div>
    </Card>
  );
}

function PageTitleForm() {
  const id = useId();
  const current = usePageTitle();
  const [draft, setDraft] = useState(current);
  const save = (event: FormEvent) => {
    event.preventDefault();
    pageTitle.setTitle(draft);
    setDraft(pageTitle.get());
    notify(T_UI.pageTitleSaved, "success");
  };
  return (
    <Card>
      <form className="form" onSubmit={save}>
        <TextField id={id} label={T_UI.pageTitleLabel} value={draft} onChange={(e) => setDraft(e.target.value)} />
        <Button type="submit">{T_UI.savePageTitle}</Button>
      </form>
    </Card>
  );
}

/** /settings/profile: profile details, the password change, site settings (theme, size) and the page title; signed in only. */
export function Component() {
  const { token, user } = useSession();
  if (!token) {
    return (
      <PageLayout title={T_UI.profileTitle} narrow>
        <p>{T.pleaseLogin}</p>
        <Link to={ROUTES.signin}>{T_UI.signInLink}</Link>
      </PageLayout>
    );
  }
  return (
    <PageLayout title={T_UI.profileTitle} narrow>
      <div className="form">
        <Card>
          <h2>{T_UI.profileDetails}</h2>
          <dl>
            <dt>{T_UI.email}</dt>
            <dd>
              {user?.email ?? ""} ({user?.emailVerified ? T_UI.verified : T_UI.notVerified})
            </dd>
            <dt>{T_UI.uid}</dt>
            <dd>{user?.uid ?? ""}</dd>
          </dl>
        </Card>
        <PasswordForm />
        <SiteSettingsForm />
        <PageTitleForm />
        <MyData token={token} />
      </div>
    </PageLayout>
  );
}
