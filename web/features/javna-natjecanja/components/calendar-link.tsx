import { T_JAVNO } from "../../../../shared/texts";
import { useOrigin } from "../../../lib/origin";
import { webcalUrl } from "../api/natjecanja";

/** 'Dodaj u kalendar': subscribes a calendar app to every federation's competitions, or one federation's. */
export function CalendarLink({ slug }: { slug: string | null }) {
  const origin = useOrigin();
  return (
    <a className="btn btn-secondary" href={webcalUrl(origin, slug)} data-testid="kalendar-link">
      {T_JAVNO.dodajUKalendar}
    </a>
  );
}
