import { Link } from "react-router";
import { APP_VERSION } from "../../../shared/constants";
import { ROUTES } from "../../../shared/paths";
import { T, T_UI } from "../../../shared/texts";
import { PageLayout } from "../../components/ui/page-layout";
import { DISCORD_URL, SOCIAL_PROFILE_URL, WHATSAPP_URL } from "../../lib/external-links";

/** /about (SPEC §2 About): heading, placeholder text, links, Misc with the version, and a footer. */
export function Component() {
  return (
    <>
      <PageLayout title={T.aboutHeading} narrow>
        <p>{T_UI.aboutText}</p>
        <h2>{T.aboutLinks}</h2>
        <ul>
          <li>
            <a href={SOCIAL_PROFILE_URL}>{T_UI.socialProfile}</a>
          </li>
          <li>
            <a href={DISCORD_URL}>{T_UI.communityDiscord}</a>
          </li>
          <li>
            <a href={WHATSAPP_URL}>{T_UI.communityWhatsApp}</a>
          </li>
        </ul>
        <h2>{T.aboutMisc}</h2>
        <p>{T_UI.aboutVersion(APP_VERSION)}</p>
      </PageLayout>
      <footer className="site-footer">
        <nav aria-label={T.aboutLinks} className="row" style={{ justifyContent: "center" }}>
          <Link to={ROUTES.home}>{T.navHome}</Link>
          <Link to={ROUTES.about}>{T.aboutHeading}</Link>
        </nav>
        <p>
          {T_UI.appTitle} {APP_VERSION}
        </p>
      </footer>
    </>
  );
}
