// The SPA's server entry (issue 32): the Worker renders a public page with the SPA's own route table and
// components (./public-routes.tsx), React Router's static handler running the route's loader once (through the
// Worker's own fetch) and react-dom/server's renderToReadableStream. The Worker puts the markup into
// index.html's #root and the loader data beside it; the browser hydrates from both (./boot.tsx) without
// asking for the data again. Imported by the Worker as "sz:render-page" (shared/ssr.ts).
import { renderToReadableStream } from "react-dom/server";
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, StaticRouterProvider } from "react-router";
import { unstable_serialize } from "swr";
import { scriptSafeJson } from "../../shared/inline-data";
import type { RenderPage } from "../../shared/ssr";
import { NO_VIEWER, operationKey } from "../lib/graphql";
import type { RenderContext } from "../lib/render-context";
import { AppProviders } from "./app-providers";
import { publicScreens, shellRoutes } from "./public-routes";
import { splitHoisted } from "./split-hoisted";

const handler = createStaticHandler(shellRoutes(publicScreens));

/**
 * A route's error as React Router's own hydration reads it (`__type`): a 404 stays a 404; any other error
 * keeps its message only (no stack leaves the Worker).
 */
function serializeErrors(errors: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]) => [
      id,
      isRouteErrorResponse(error)
        ? { ...error, __type: "RouteErrorResponse" }
        : { message: error instanceof Error ? error.message : String(error), __type: "Error" },
    ]),
  );
}

export const renderPage: RenderPage = async ({ request, fetch, known = [] }) => {
  // The loaders leave their screens' SWR answers in `answers` (web/lib/render-context.ts preload).
  const requestContext: RenderContext = { fetch, answers: {} };
  const context = await handler.query(request, { requestContext });
  if (context instanceof Response) return null;
  const screen = context.matches.length > 2 ? context.matches[context.matches.length - 1]!.route.id : null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const answers = requestContext.answers ?? {};
  const fallback = {
    ...Object.fromEntries(
      known.map((a) => [unstable_serialize(operationKey(a.operation, a.variables, NO_VIEWER)), a.data]),
    ),
    ...answers,
  };
  let failure: unknown = null;
  const stream = await renderToReadableStream(
    <AppProviders fallback={fallback} origin={new URL(request.url).origin}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
    {
      onError(error) {
        failure ??= error;
      },
    },
  );
  await stream.allReady;
  const { head, markup } = splitHoisted(await new Response(stream).text());
  if (failure) throw failure;
  // `swr`: the preloaded answers, which the browser puts into SWR's cache before it hydrates (./boot.tsx).
  const hydration = {
    loaderData: context.loaderData,
    actionData: null,
    errors: serializeErrors(context.errors),
    ...(Object.keys(answers).length > 0 ? { swr: answers } : {}),
  };
  return {
    status: context.statusCode,
    screen,
    data: screen ? context.loaderData[screen] : undefined,
    head,
    markup,
    hydration: scriptSafeJson(JSON.stringify(hydration)),
    complete: !requestContext.incomplete,
  };
};
