import { T, T_UI } from "../../../shared/texts";
import { PageLayout } from "../../components/ui/page-layout";

/** /terms-and-privacy (SPEC §2): Terms of Service and Privacy Policy, each with its anchor. */
export function Component() {
  return (
    <PageLayout title={T_UI.termsTitle} narrow>
      <section id="terms-of-service" aria-labelledby="terms-heading">
        <h2 id="terms-heading">{T.termsOfService}</h2>
        <p>{T_UI.termsText}</p>
      </section>
      <section id="privacy-policy" aria-labelledby="privacy-heading">
        <h2 id="privacy-heading">{T.privacyPolicy}</h2>
        <p>{T_UI.privacyText}</p>
      </section>
    </PageLayout>
  );
}
