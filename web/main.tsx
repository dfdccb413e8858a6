import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { SWRConfig } from "swr";
import { createRouter } from "./app/router";
import { swrConfig } from "./lib/graphql";
import "./lib/page-title";
import "./lib/site-settings";
import { startTokenRefresh } from "./lib/token-refresh";
import "./styles/app.css";

startTokenRefresh();
const router = createRouter();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <SWRConfig value={swrConfig}>
      <RouterProvider router={router} />
    </SWRConfig>
  </StrictMode>,
);
