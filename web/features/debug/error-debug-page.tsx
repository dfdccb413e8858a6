import { T_UI } from "../../../shared/texts";

/** debug/error: a route whose loader always throws, to show (and test) the 'Something went wrong' screen. */
export function loader(): never {
  throw new Error(T_UI.debugErrorMessage);
}

/** Never rendered: the loader throws first. */
export function Component() {
  return null;
}
