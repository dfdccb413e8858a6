import type { Membership } from "../../../../shared/types";
import { T, T_CARDS, T_UI } from "../../../../shared/texts";
import { Card } from "../../../components/ui/card";
import { CardQr } from "../qr/card-qr";
import { croatianDate, zagrebDay } from "../../../../shared/dates";
import { isMembershipExpired } from "../../../lib/dates";

const PLACEHOLDER_AVATAR = "/images/avatar-placeholder.svg";

/**
 * Its status and expiry: 'Aktivna · Vrijedi do {datum}'; an expired card says 'Istekla' in words (so screen
 * readers announce it, not only its look) and 'Vrijedila do {datum}'; any other status is named as stored.
 */
function Validity({ membership, expired }: { membership: Membership; expired: boolean }) {
  const until = croatianDate(membership.expiry);
  const status = membership.status ? (T_CARDS.statuses[membership.status] ?? membership.status) : null;
  if (expired) {
    return (
      <p className="membership-validity">
        <strong className="badge badge-expired">{T_CARDS.expired}</strong>
        {until ? ` ${T_CARDS.membershipExpiredOn(until)}` : null}
      </p>
    );
  }
  const parts = [status, until ? T_CARDS.membershipValidUntil(until) : null].filter(Boolean);
  return parts.length > 0 ? <p className="membership-validity">{parts.join(" · ")}</p> : null;
}

/**
 * One membership card (SPEC §2): photo or placeholder, name, #number, type; Gold yellow, others grey; then its
 * validity (issue 20): 'Vrijedi do {datum}', or an expired card marked 'Istekla' and faded.
 */
export function MembershipCard({
  membership,
  token,
  photo,
}: {
  membership: Membership;
  token?: string;
  /** The register's photo (issue 15), which comes before the spec's profile picture. */
  photo?: string | null;
}) {
  const name = `${membership.first_name} ${membership.last_name}`;
  const gold = membership.type === "Gold";
  const expired = isMembershipExpired(membership, zagrebDay());
  return (
    <Card
      className={`membership-card ${gold ? "membership-gold" : "membership-other"}${expired ? " membership-expired" : ""}`}
      data-testid="membership-card"
      data-type={membership.type}
      data-expired={expired}
    >
      <img
        src={photo || membership.profile_picture_url || PLACEHOLDER_AVATAR}
        alt={T_UI.membershipPhotoAlt(name)}
        width="64"
        height="64"
      />
      <div>
        <h2>{name}</h2>
        <p>#{membership.number}</p>
        <p>{T.membershipCard(membership.type)}</p>
        <Validity membership={membership} expired={expired} />
      </div>
      {token ? <CardQr token={token} /> : null}
    </Card>
  );
}
