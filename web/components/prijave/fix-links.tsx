// Where a refused entry's field is fixed on another screen (issue 50 item 4: an athlete without a valid medical
// examination links to the screen where it is recorded), under the field the refusal is shown at.
import { Link } from "react-router";
import type { RefusalFix } from "../../lib/prijave";

export function FixLinks({ fixes }: { fixes: readonly RefusalFix[] | undefined }) {
  if (!fixes || fixes.length === 0) return null;
  return (
    <p className="fix-links">
      {fixes.map((fix) => (
        <Link key={fix.href} to={fix.href}>
          {fix.text}
        </Link>
      ))}
    </p>
  );
}
