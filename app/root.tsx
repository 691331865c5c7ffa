import type { LinksFunction } from "@remix-run/cloudflare";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { useContext, type ReactNode } from "react";
import { IconSprite } from "~/components/Icon/Icon";
import { NotFound } from "~/components/NotFound/NotFound";
import { ServerError } from "~/components/NotFound/ServerError";
import { SiteFooter } from "~/components/SiteFooter/SiteFooter";
import { SiteHeader } from "~/components/SiteHeader/SiteHeader";
import { SiteStyles } from "~/components/SiteStyles/SiteStyles";
import "~/styles/global.css";
import { AUDIENCE_NAV, SITE_SHELL, TRADES_MENU } from "~/lib/content.server";
import { HydrateContext } from "~/lib/hydrate";
import { SiteShellContext, SiteWordsContext } from "~/lib/site-words";
import { errorMeta } from "~/lib/meta";

// The menu and the words of the site's controls are data, not code: sent once with the first
// page instead of bundling them into the browser's JavaScript, and never fetched again (they
// cannot change without a deploy). Components read the words with useSiteWords.
// A plain object, not json(): the same reply, and the browser build is spared the empty stand-in
// module Remix puts in place of @remix-run/cloudflare (a file of its own on every page).
export const loader = () => ({ menu: TRADES_MENU, audiences: AUDIENCE_NAV, shell: SITE_SHELL });
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

// A PNG, not an SVG: Chromium draws an SVG icon in a document of its own on the page's main
// thread, a long task under Lighthouse's 4× slowdown on every page (decision 049).
export const links: LinksFunction = () => [{ rel: "icon", href: "/favicon.png", type: "image/png", sizes: "32x32" }];

export const meta = errorMeta;

/** The document shell, shared by pages and error pages alike. */
export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  // Only a page that needs React in the browser loads it (a route's handle says so, app/lib/hydrate.ts).
  const { hydrate, islands, earlyInteraction, speculationRules } = useContext(HydrateContext);
  return (
    <SiteShellContext.Provider value={data?.shell ?? null}>
      <SiteWordsContext.Provider value={data?.shell.words ?? null}>
        <html lang="en-AU">
          <head>
            <meta charSet="utf-8" />
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            <meta name="theme-color" content="#0d2137" />
            {hydrate || islands ? <script dangerouslySetInnerHTML={{ __html: earlyInteraction ?? "" }} /> : null}
            <Meta />
            <SiteStyles />
            <Links />
          </head>
          <body>
            <IconSprite />
            {/* The header and footer are drawn from the root loader's data (menu, audiences, words); a
            failed root load (never seen: it reads constants) leaves the error page on its own. */}
            {data ? <SiteHeader menu={data.menu} audiences={data.audiences} /> : null}
            <main id="main" tabIndex={-1}>
              {children}
            </main>
            {data ? <SiteFooter /> : null}
            {hydrate ? (
              <>
                <ScrollRestoration />
                <Scripts />
              </>
            ) : (
              // An island page's scripts are the server's to write (app/islands/scripts.server.ts).
              <script type="speculationrules" dangerouslySetInnerHTML={{ __html: speculationRules ?? "" }} />
            )}
          </body>
        </html>
      </SiteWordsContext.Provider>
    </SiteShellContext.Provider>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return <ServerError />;
}
