// The site's origin for absolute links (webcal:// calendars): the page's own in the browser, the request's
// when the Worker renders the page (issue 32), so both sides write the same address.
import { createContext, useContext } from "react";

/** Set by the Worker's render; unset in the browser. */
export const OriginContext = createContext<string | null>(null);

/** The origin links are made from, on either side. */
export const useOrigin = (): string => useContext(OriginContext) ?? window.location.origin;
