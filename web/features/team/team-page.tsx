import { T_UI } from "../../../shared/texts";

/** /team (SPEC §2): a centred team image only. */
export function Component() {
  return (
    <div className="team-image">
      <h1 className="visually-hidden">{T_UI.teamTitle}</h1>
      <img src="/images/team.svg" alt={T_UI.teamImageAlt} width="720" height="405" />
    </div>
  );
}
