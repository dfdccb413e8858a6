import { Link } from "react-router";
import { ROUTES } from "../../../shared/paths";
import { T, T_UI } from "../../../shared/texts/home";
import { Alert } from "../../components/ui/alert";
import { Spinner } from "../../components/ui/spinner";
import { DISCORD_URL, WHATSAPP_URL } from "../../lib/external-links";
import { useReadFeed } from "./api/read-feed";
import { EventCard } from "./components/event-card";
import { ResultCard } from "./components/result-card";
import { LigaRezultatiCard } from "../../components/lige/liga-rezultati-card";

function Feed() {
  const feed = useReadFeed();
  const { data, error } = feed;
  // Data on screen (the page's own, or an earlier answer) stays there while a revalidation fails. The loading
  // state is read only without data: SWR re-renders a reader for what it read, so the revalidation of the page's
  // own feed (an equal answer) renders nothing again once the page is hydrated.
  if (!data) {
    if (error) return <Alert severity="error">{T.feedError(error.message)}</Alert>;
    return feed.isLoading ? <Spinner label={T.loading} /> : null;
  }
  return (
    <>
      <section aria-labelledby="latest-events">
        <h2 id="latest-events">{T.latestEvents}</h2>
        <div className="grid">
          {data.feed.map((item) => (
            <EventCard key={item.id} item={item} />
          ))}
        </div>
      </section>
      <section aria-labelledby="latest-results">
        <h2 id="latest-results">{T.latestResults}</h2>
        <div className="grid">
          {data.rezultati.map((result, i) => (
            <ResultCard key={result.created_at ?? i} result={result} />
          ))}
          <LigaRezultatiCard />
        </div>
      </section>
    </>
  );
}

/** The home page (SPEC §2 Home, §7 ReadFeed). */
export function HomePage() {
  return (
    <div className="page">
      <header className="hero">
        <img src="/favicon.svg" alt={T_UI.logoAlt} width="96" height="96" />
        <h1>{T_UI.appTitle}</h1>
        <p>{T.homeTagline}</p>
      </header>
      <h2>{T.homeHeading}</h2>
      <Feed />
      <nav className="links" aria-label={T.aboutLinks}>
        <a href={DISCORD_URL} target="_blank" rel="noreferrer">
          {T_UI.communityDiscord}
        </a>
        <a href={WHATSAPP_URL} target="_blank" rel="noreferrer">
          {T_UI.communityWhatsApp}
        </a>
        <Link to={ROUTES.team}>{T.navTeam}</Link>
        <Link to={ROUTES.terms}>{T.navTerms}</Link>
      </nav>
    </div>
  );
}
