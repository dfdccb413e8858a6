import { T } from "../../../shared/texts";

/** debug/404 (SPEC §2): a plain page reading 'NOT FOUND 404'. */
export function Component() {
  return <h1 className="page">{T.notFound404}</h1>;
}
