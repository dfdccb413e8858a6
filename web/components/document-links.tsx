import { documentUrl } from "../../shared/paths";
import type { NatjecanjeDokument } from "../lib/natjecanja";

/** A competition's result documents as links that open in a new tab. */
export function DocumentLinks({ dokumenti }: { dokumenti: NatjecanjeDokument[] }) {
  return (
    <ul>
      {dokumenti.map((d) => (
        <li key={d.id}>
          <a href={documentUrl(d.dokument_key)} target="_blank" rel="noopener noreferrer">
            {d.naziv}
          </a>
        </li>
      ))}
    </ul>
  );
}
