import type { Membership } from "../../../../shared/types";
import { T, T_CARDS, T_STATUS_CLANSTVA, T_UI } from "../../../../shared/texts";
import { Card } from "../../../components/ui/card";
import { CardQr } from "../../../components/qr/card-qr";
import { croatianDate, zagrebDay } from "../../../../shared/dates";
import { liveStatus } from "../../../../shared/entities/membership/status";

const PLACEHOLDER_AVATAR = "/images/avatar-placeholder.svg";

/**
 * Its status and expiry: 'Aktivna · Vrijedi do {datum}'; an expired card says 'Istekla' in words (so screen
 * readers announce it, not only its look) and 'Vrijedila do {datum}'; a suspended one says 'Suspendirana'.
 */
type LiveStatus = ReturnType<typeof liveStatus>;

function Validity({ membership, status }: { membership: Membership; status: LiveStatus | null }) {
  const until = croatianDate(membership.expiry);
  if (status === "istekla") {
    return (
      <p className="membership-validity">
        <strong className="badge badge-expired">{T_STATUS_CLANSTVA.istekla}</strong>
        {until ? ` ${T_CARDS.membershipExpiredOn(until)}` : null}
      </p>
    );
  }
  const parts = [status && T_STATUS_CLANSTVA[status], until ? T_CARDS.membershipValidUntil(until) : null].filter(
    Boolean,
  );
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
  const live = liveStatus({ status: membership.status ?? "", expiry: membership.expiry }, zagrebDay());
  const expired = live === "istekla";
  // A card without a stored status names none unless its expiry has passed.
  const status = membership.status || expired ? live : null;
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
        <Validity membership={membership} status={status} />
      </div>
      {token ? <CardQr token={token} /> : null}
    </Card>
  );
}
