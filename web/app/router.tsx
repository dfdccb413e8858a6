import { createBrowserRouter } from "react-router";
import { HomePage } from "../features/home/home-page";

/** The route table of SPEC §2. */
export const router = createBrowserRouter([{ path: "/", element: <HomePage /> }]);
