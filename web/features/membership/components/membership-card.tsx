import type { Membership } from "../../../../shared/types";
import { T, T_UI } from "../../../../shared/texts";
import { Card } from "../../../components/ui/card";

const PLACEHOLDER_AVATAR = "/images/avatar-placeholder.svg";

/** One membership card (SPEC §2): photo or placeholder, name, #number, type; Gold yellow, others grey. */
export function MembershipCard({ membership }: { membership: Membership }) {
  const name = `${membership.first_name} ${membership.last_name}`;
  const gold = membership.type === "Gold";
  return (
    <Card
      className={`membership-card ${gold ? "membership-gold" : "membership-other"}`}
      data-testid="membership-card"
      data-type={membership.type}
    >
      <img
        src={membership.profile_picture_url || PLACEHOLDER_AVATAR}
        alt={T_UI.membershipPhotoAlt(name)}
        width="64"
        height="64"
      />
      <div>
        <h2>{name}</h2>
        <p>#{membership.number}</p>
        <p>{T.membershipCard(membership.type)}</p>
      </div>
    </Card>
  );
}
