import { useId, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { ROUTES } from "../../../shared/paths";
import { T, T_UI } from "../../../shared/texts";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { PageLayout } from "../../components/ui/page-layout";
import { notify } from "../../lib/notifications";
import { pageTitle, usePageTitle } from "../../lib/page-title";
import { useSession } from "../../lib/session";
import { SIZES, THEMES } from "../../lib/site-settings-store";
import { siteSettings, useSiteSettings } from "../../lib/site-settings";

function SiteSettingsForm() {
  const id = useId();
  const { theme, size } = useSiteSettings();
  return (
    <Card>
      <h2>{T_UI.siteSettings}</h2>
      <div className="form">
        <div className="field">
          <label htmlFor={`${id}-theme`}>{T_UI.theme}</label>
          <select id={`${id}-theme`} value={theme} onChange={(e) => siteSettings.setTheme(e.target.value)}>
            {THEMES.map((t) => (
              <option key={t} value={t}>
                {T_UI.themes[t]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-size`}>{T_UI.size}</label>
          <select id={`${id}-size`} value={size} onChange={(e) => siteSettings.setSize(e.target.value)}>
            {SIZES.map((s) => (
              <option key={s} value={s}>
                {T_UI.sizes[s]}
              </option>
            ))}
          </select>
        </div>
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
        <div className="field">
          <label htmlFor={id}>{T_UI.pageTitleLabel}</label>
          <input id={id} value={draft} onChange={(e) => setDraft(e.target.value)} />
        </div>
        <Button type="submit">{T_UI.savePageTitle}</Button>
      </form>
    </Card>
  );
}

/** /settings/profile: profile details, site settings (theme, size) and the page title; signed in only. */
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
        <SiteSettingsForm />
        <PageTitleForm />
      </div>
    </PageLayout>
  );
}
