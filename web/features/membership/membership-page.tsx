import { T, T_PROVJERA, T_UI } from "../../../shared/texts";
import type { Membership } from "../../../shared/types";
import { PageLayout } from "../../components/ui/page-layout";
import { GraphQLRequestError } from "../../lib/graphql";
import { useHydrated } from "../../lib/hydrated";
import { useSession } from "../../lib/session";
import { useOwnCards, type CardToken } from "./api/cards";
import { useUsers } from "./api/users";
import { MembershipCard } from "./components/membership-card";
import "./membership.css";

function CardGrid({ memberships, byId }: { memberships: Membership[]; byId: Map<string, CardToken> }) {
  if (memberships.length === 0) return <p>{T.noMemberships}</p>;
  return (
    <div className="grid membership-grid">
      {memberships.map((m) => (
        <MembershipCard key={m.id} membership={m} token={byId.get(m.id)?.token} photo={byId.get(m.id)?.photo} />
      ))}
    </div>
  );
}

function Cards() {
  const { data, error, isLoading } = useUsers(true);
  const { byId, cards, isLoading: cardsLoading } = useOwnCards(true);
  if (isLoading || cardsLoading) return <p role="status">{T.loading}</p>;
  if (error) {
    // No network (fetch itself failed, not an answer with an error): the users query (a POST) cannot be
    // kept offline, but the service worker's copy of the own cards answers.
    const offline = !(error instanceof GraphQLRequestError);
    const saved = offline ? (cards ?? []).flatMap((c) => (c.membership ? [c.membership] : [])) : [];
    if (saved.length > 0) {
      return (
        <>
          <p role="status">{T_PROVJERA.spremljeneIskaznice}</p>
          <CardGrid memberships={saved} byId={byId} />
        </>
      );
    }
    return <p role="alert">{T.membershipError(error.message)}</p>;
  }
  return <CardGrid memberships={data?.users[0]?.memberships ?? []} byId={byId} />;
}

/**
 * /membership (SPEC §2 Membership cards): needs a login. The Worker renders the frame, the same for everyone
 * (the title and the loading line); who is signed in is known once the browser has hydrated it.
 */
export function Component() {
  const { token } = useSession();
  const hydrated = useHydrated();
  return (
    <PageLayout title={T_UI.membershipTitle}>
      {!hydrated ? <p role="status">{T.loading}</p> : token ? <Cards /> : <p>{T.pleaseLogin}</p>}
    </PageLayout>
  );
}
