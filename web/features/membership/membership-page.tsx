import { T, T_UI } from "../../../shared/texts";
import { PageLayout } from "../../components/ui/page-layout";
import { useSession } from "../../lib/session";
import { useCardTokens } from "./api/cards";
import { useUsers } from "./api/users";
import { MembershipCard } from "./components/membership-card";

function Cards() {
  const { data, error, isLoading } = useUsers(true);
  const tokens = useCardTokens(true);
  if (isLoading) return <p role="status">{T.loading}</p>;
  if (error) return <p role="alert">{T.membershipError(error.message)}</p>;
  const memberships = data?.users[0]?.memberships ?? [];
  if (memberships.length === 0) return <p>{T.noMemberships}</p>;
  return (
    <div className="grid">
      {memberships.map((m) => (
        <MembershipCard key={m.id} membership={m} token={tokens.get(m.id)?.token} photo={tokens.get(m.id)?.photo} />
      ))}
    </div>
  );
}

/** /membership (SPEC §2 Membership cards): needs a login. */
export function Component() {
  const { token } = useSession();
  return <PageLayout title={T_UI.membershipTitle}>{token ? <Cards /> : <p>{T.pleaseLogin}</p>}</PageLayout>;
}
