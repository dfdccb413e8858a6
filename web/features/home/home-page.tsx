import { T } from "../../../shared/texts";

/** The home page (SPEC §2 Home). */
export function HomePage() {
  return (
    <main>
      <h1>Sportski Zagreb</h1>
      <p>{T.homeTagline}</p>
      <h2>{T.homeHeading}</h2>
    </main>
  );
}
