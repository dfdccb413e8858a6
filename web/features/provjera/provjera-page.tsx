// /provjera/:token (issue 15): a card's public verification page, no login. Online it shows the live status
// from the server ('Aktivna' green, 'Istekla' / 'Suspendirana' red, 'Iskaznica je zamijenjena novom' red for a
// token of a card staff reissued since, with nothing of the member; 'Nevažeća iskaznica' for a bad token);
// every online visit keeps the key set (/.well-known/jwks.json) in localStorage, so with no network the page
// checks the signature in the browser with those keys and says so, with the day the keys were saved; it
// compares the token's expiry with today ('Istekla' offline too) and says that a suspension or a reissued card
// is not known offline.
import { compactVerify, createLocalJWKSet, type JSONWebKeySet } from "jose";
import { useEffect, useState } from "react";
import { useLoaderData, useParams, type LoaderFunctionArgs } from "react-router";
import { decodeCardClaims, type CardClaims } from "../../../shared/card-token";
import { JWKS_PATH, provjeraApiUrl } from "../../../shared/paths";
import { T_MOJ_KLUB, T_PROVJERA } from "../../../shared/texts";
import { PageLayout } from "../../components/ui/page-layout";
import { croatianDate, zagrebDay } from "../../../shared/dates";
import { useAsyncValue } from "../../lib/use-async-value";
import { useHydrated } from "../../lib/hydrated";
import { fetchOf, inRender, type ReadFetch } from "../../lib/render-context";
import { offlineVerdict } from "./offline-verdict";
import "./provjera.css";

const KEYS_STORE = "sz-card-jwks";

type Live =
  | { status: "zamijenjena"; kind?: "licenca"; checked_at: string; card: null; photo: null }
  | {
      status: "aktivna" | "istekla" | "suspendirana";
      /** A season licence's card (issue 29). */
      kind?: "licenca";
      checked_at: string;
      card: LiveCardFields;
      photo: string | null;
    };

interface LiveCardFields {
  number: string;
  type: string;
  first_name: string;
  last_name: string;
  expiry: string | null;
  federation: { naziv: string; slug: string } | null;
  klub?: { naziv: string; slug: string };
  sezona?: string;
  kategorija?: string | null;
}

type Verdict =
  | { kind: "loading" }
  | { kind: "live"; live: Live }
  | { kind: "invalid"; message?: string }
  | { kind: "offline"; claims: CardClaims; savedOn: string }
  | { kind: "offline-no-keys" }
  | { kind: "error" };

/** Keeps the key set for offline checks, with the day it was fetched. */
async function saveKeys(): Promise<void> {
  const response = await fetch(JWKS_PATH);
  if (!response.ok) return;
  const jwks = (await response.json()) as JSONWebKeySet;
  localStorage.setItem(KEYS_STORE, JSON.stringify({ jwks, saved: new Date().toISOString().slice(0, 10) }));
}

/** The signature check with the saved key set, or null without one. */
async function verifyOffline(token: string): Promise<Verdict> {
  const stored = localStorage.getItem(KEYS_STORE);
  if (!stored) return { kind: "offline-no-keys" };
  const { jwks, saved } = JSON.parse(stored) as { jwks: JSONWebKeySet; saved: string };
  try {
    const { payload } = await compactVerify(token, createLocalJWKSet(jwks), { algorithms: ["EdDSA"] });
    const claims = decodeCardClaims(new TextDecoder().decode(payload));
    return claims ? { kind: "offline", claims, savedOn: saved } : { kind: "invalid" };
  } catch {
    return { kind: "invalid" };
  }
}

/** The server's verdict on an answer of the verification API: live, or invalid (a 4xx), else an error. */
async function verdictOf(response: Response): Promise<Verdict> {
  if (response.ok) return { kind: "live", live: (await response.json()) as Live };
  if (response.status >= 400 && response.status < 500) {
    const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
    return { kind: "invalid", message: body?.error?.message };
  }
  return { kind: "error" };
}

async function check(token: string): Promise<Verdict> {
  let response: Response;
  try {
    response = await fetch(provjeraApiUrl(token));
  } catch {
    return verifyOffline(token);
  }
  void saveKeys().catch(() => undefined);
  return verdictOf(response);
}

/** `check`, for a page whose verdict came with it: none (the empty key). `useAsyncValue` wants one stable loader. */
const checkUnlessGiven = (token: string): Promise<Verdict | undefined> =>
  token ? check(token) : Promise.resolve(undefined);

/** The verdict the Worker rendered the page with, and the token it is of. */
interface RenderedVerdict {
  token: string;
  verdict: Verdict;
}

/**
 * In the Worker's render (issue 32): the card's live verdict, read through the Worker (the API is never cached:
 * a suspension or a reissue shows at once), so the page shows it without script; a failed read (5xx) leaves the
 * check to the browser. In the browser: null, the page checks itself (offline too).
 */
export async function loader({ params, context }: LoaderFunctionArgs): Promise<RenderedVerdict | null> {
  if (!inRender(context)) return null;
  const token = params.token ?? "";
  const read: ReadFetch = fetchOf(context);
  const verdict = await verdictOf(await read(provjeraApiUrl(token)));
  return verdict.kind === "error" ? null : { token, verdict };
}

/**
 * Whether the page's rendered verdict may stand in the browser: it is this token's, and the page came from the
 * network, not from the service worker (which may answer with a copy kept earlier, or another card's page
 * offline: pwa.config.ts), so the page checks again then: online the live status, offline the signature.
 */
function renderedVerdictStands(rendered: RenderedVerdict | null, token: string): boolean {
  if (!rendered || rendered.token !== token) return false;
  return typeof navigator === "undefined" || !navigator.serviceWorker?.controller;
}

/**
 * The verdict to show: the rendered one while it stands (always during hydration, so the DOM matches what the
 * page came with), else the browser's own check. A page shown with its rendered verdict still keeps the key set for offline checks.
 */
function useVerdict(token: string): Verdict {
  const rendered = useLoaderData<RenderedVerdict | null>();
  const [stands] = useState(() => renderedVerdictStands(rendered, token));
  const hydrated = useHydrated();
  const given = rendered && (stands || !hydrated) ? rendered.verdict : null;
  const checked = useAsyncValue(given ? "" : token, checkUnlessGiven);
  useEffect(() => {
    if (given) void saveKeys().catch(() => undefined);
  }, [given]);
  return given ?? checked ?? { kind: "loading" };
}

function Status({ ok, text }: { ok: boolean; text: string }) {
  return (
    <p className={`provjera-status ${ok ? "provjera-ok" : "provjera-bad"}`} role="status" data-testid="provjera-status">
      {text}
    </p>
  );
}

/** /provjera/:token */
export function Component() {
  const { token = "" } = useParams();
  const verdict = useVerdict(token);

  return (
    <PageLayout title={T_PROVJERA.title}>
      <div className="provjera">
        {verdict.kind === "loading" ? <p role="status">{T_PROVJERA.provjeravam}</p> : null}
        {verdict.kind === "invalid" ? <Status ok={false} text={T_PROVJERA.nevazeca} /> : null}
        {verdict.kind === "error" ? <p role="alert">{T_PROVJERA.greska}</p> : null}
        {verdict.kind === "offline-no-keys" ? <p role="alert">{T_PROVJERA.offlineNoKeys}</p> : null}
        {verdict.kind === "live" && verdict.live.kind === "licenca" && verdict.live.card ? (
          <LiveLicence live={verdict.live} />
        ) : null}
        {verdict.kind === "live" && (verdict.live.kind !== "licenca" || !verdict.live.card) ? (
          <LiveCard live={verdict.live} />
        ) : null}
        {verdict.kind === "offline" && verdict.claims.kind === "licenca" ? (
          <>
            <OfflineStatus claims={verdict.claims} savedOn={verdict.savedOn} />
            <LicenceFacts
              name={verdict.claims.name}
              sezona={verdict.claims.number}
              klub={verdict.claims.federation}
              kategorija={verdict.claims.type}
              expiry={verdict.claims.expiry}
            />
          </>
        ) : null}
        {verdict.kind === "offline" && verdict.claims.kind !== "licenca" ? (
          <>
            <OfflineStatus claims={verdict.claims} savedOn={verdict.savedOn} />
            <dl className="provjera-card">
              <dt>{T_PROVJERA.broj}</dt>
              <dd>{verdict.claims.number}</dd>
              <dt>{T_PROVJERA.vrsta}</dt>
              <dd>{verdict.claims.type}</dd>
              <dt>{T_PROVJERA.savez}</dt>
              <dd>{verdict.claims.federation}</dd>
              <dt>{T_PROVJERA.vrijediDo}</dt>
              <dd>{verdict.claims.expiry ? (croatianDate(verdict.claims.expiry) ?? verdict.claims.expiry) : "—"}</dd>
            </dl>
            <p className="provjera-name">{verdict.claims.name}</p>
          </>
        ) : null}
      </div>
    </PageLayout>
  );
}

/**
 * Offline: 'Istekla' for a card past its expiry (the device's today), the signature check with the day the
 * keys were saved, and for any other card that a suspension or a reissue is not known without the network.
 */
function OfflineStatus({ claims, savedOn }: { claims: CardClaims; savedOn: string }) {
  const { status, note } = offlineVerdict(claims, zagrebDay());
  return (
    <>
      {status ? <Status ok={false} text={status} /> : null}
      <p className="provjera-offline" data-testid="provjera-offline">
        {T_PROVJERA.offline(croatianDate(savedOn) ?? savedOn)}
      </p>
      {note ? (
        <p className="provjera-offline" data-testid="provjera-offline-note">
          {note}
        </p>
      ) : null}
    </>
  );
}

function LiveCard({ live }: { live: Live }) {
  if (live.status === "zamijenjena") {
    return (
      <>
        <Status ok={false} text={T_PROVJERA.zamijenjena} />
        <p>{T_PROVJERA.zamijenjenaOpis}</p>
      </>
    );
  }
  const name = `${live.card.first_name} ${live.card.last_name}`;
  return (
    <>
      <Status ok={live.status === "aktivna"} text={T_PROVJERA[live.status]} />
      {live.photo ? <img className="provjera-photo" src={live.photo} alt={T_PROVJERA.fotografija(name)} /> : null}
      <p className="provjera-name">{name}</p>
      <dl className="provjera-card">
        <dt>{T_PROVJERA.savez}</dt>
        <dd>{live.card.federation?.naziv ?? "—"}</dd>
        <dt>{T_PROVJERA.vrsta}</dt>
        <dd>{live.card.type}</dd>
        <dt>{T_PROVJERA.broj}</dt>
        <dd>{live.card.number}</dd>
        <dt>{T_PROVJERA.vrijediDo}</dt>
        <dd>{live.card.expiry ? (croatianDate(live.card.expiry) ?? live.card.expiry) : "—"}</dd>
      </dl>
    </>
  );
}

/** A season licence's facts (issue 29): 'Licenca', the athlete, the season, the club and the category. */
function LicenceFacts(props: {
  name: string;
  sezona: string;
  klub: string;
  kategorija: string | null;
  expiry: string | null;
}) {
  return (
    <>
      <p className="provjera-name">{props.name}</p>
      <dl className="provjera-card" data-testid="provjera-licenca">
        <dt>{T_PROVJERA.vrsta}</dt>
        <dd>{T_MOJ_KLUB.licenca}</dd>
        <dt>{T_MOJ_KLUB.sezona}</dt>
        <dd>{props.sezona}</dd>
        <dt>{T_MOJ_KLUB.klub}</dt>
        <dd>{props.klub}</dd>
        <dt>{T_MOJ_KLUB.kategorija}</dt>
        <dd>{props.kategorija || "—"}</dd>
        <dt>{T_PROVJERA.vrijediDo}</dt>
        <dd>{props.expiry ? (croatianDate(props.expiry) ?? props.expiry) : "—"}</dd>
      </dl>
    </>
  );
}

function LiveLicence({ live }: { live: Extract<Live, { card: LiveCardFields }> }) {
  return (
    <>
      <Status ok={live.status === "aktivna"} text={T_PROVJERA[live.status]} />
      <LicenceFacts
        name={`${live.card.first_name} ${live.card.last_name}`}
        sezona={live.card.sezona ?? live.card.number}
        klub={live.card.klub?.naziv ?? "—"}
        kategorija={live.card.kategorija ?? null}
        expiry={live.card.expiry}
      />
    </>
  );
}
