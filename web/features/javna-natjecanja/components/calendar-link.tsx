import { T_JAVNO } from "../../../../shared/texts";
import { webcalUrl } from "../api/natjecanja";

/** 'Dodaj u kalendar': subscribes a calendar app to every federation's competitions, or one federation's. */
export function CalendarLink({ slug }: { slug: string | null }) {
  return (
    <a className="btn btn-secondary" href={webcalUrl(window.location.origin, slug)} data-testid="kalendar-link">
      {T_JAVNO.dodajUKalendar}
    </a>
  );
}
