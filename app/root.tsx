import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { ChunkLoadErrorBeforeHydration, ChunkLoadErrorScreen, ChunkLoadWatch, usePageStrings } from "./chunks/chunk-load-error";
import { isChunkLoadError, useChunkFailure } from "./chunks/chunk-failure";
import { useChunkFailureReports } from "./chunks/use-chunk-failure-reports";
import { useEffect } from "react";
import type { Route } from "./+types/root";
// Inlined: one round trip less before the first paint on a slow phone connection.
import appCss from "./app.css?inline";
import { useReadAgain } from "./api/read-again";
import { AuthProvider } from "./auth/auth-provider";
import { APPLY_STORED_THEME_SCRIPT } from "./components/color-theme";
import { DocumentStyle } from "./components/document-style";
import { rememberDocumentLocation } from "./components/document-location";
import { ServerScript } from "./components/server-script";
import { headStartFiles } from "./client-chunks.server";
import { cloudflareContext } from "./cloudflare-context";
import { useNonce } from "./csp-nonce";
import { EarlySubmitScript, useEarlySubmitReplay } from "./forms/early-submit";
import { publicConfig } from "./public-config.server";
import { requestLanguage, textDirection } from "../shared/languages";
import { CATALOGUE_JSON } from "./i18n/catalogue/catalogues.server";
import { activeStrings, rememberClientStrings, StringsProvider, type PageStringsData } from "./i18n/strings";

export function loader({ context, request }: Route.LoaderArgs) {
  const language = requestLanguage(request.headers);
  return {
    // The page's language, and only its strings, travel with the page.
    strings: { language, catalogue: CATALOGUE_JSON[language] } satisfies PageStringsData,
    // Worked out here: the phone needs the answer, not the table of scripts.
    direction: textDirection(language),
    config: publicConfig(context.get(cloudflareContext).env),
    // For the join pages' guest head start (app/auth/sign-in-on-intent.tsx).
    headStartFiles: headStartFiles(),
  };
}

// The public config never changes while the page is open; a new language reloads the page.
export const shouldRevalidate = () => false;

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof loader>("root");
  const active = data ? activeStrings(data.strings) : null;
  const language = active?.language ?? "en";
  if (active) rememberClientStrings(active);
  return (
    // The theme script sets data-theme on <html> before React hydrates it.
    <html lang={language} dir={data?.direction ?? "ltr"} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <ChunkLoadWatch nonce={nonce} />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#b3262e" />
        <ServerScript nonce={nonce} code={import.meta.env.SSR ? APPLY_STORED_THEME_SCRIPT : ""} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/manifest.webmanifest" />
        {data && <meta name="bingo-config" content={JSON.stringify(data.config)} />}
        <Meta />
        <Links />
        <DocumentStyle css={import.meta.env.SSR ? appCss : ""} />
        <EarlySubmitScript nonce={nonce} />
      </head>
      <body>
        {active ? <StringsProvider value={active}>{children}</StringsProvider> : children}
        <ChunkLoadErrorBeforeHydration />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  rememberDocumentLocation(useLocation().key);
  // Lets tests (and curious developers) see that the page is interactive.
  useEffect(() => {
    document.body.dataset.hydrated = "true";
  }, []);
  useEarlySubmitReplay();
  useChunkFailureReports();
  // A route with `handle = { session: false }` (the TV view) has no sign-in: Firebase stays unloaded.
  const needsSession = !useMatches().some((match) => (match.handle as { session?: boolean } | undefined)?.session === false);
  if (useChunkFailure() !== null) return <ChunkLoadErrorScreen />;
  return (
    <AuthProvider enabled={needsSession}>
      <Outlet />
    </AuthProvider>
  );
}

/** SPEC §2: the generic fallback for routing failures. */
/** The error screen's words in English, for when root's loader failed and the page has no strings. */
const ENGLISH_ERROR = {
  title: "Unexpected Application Error! · Bingo with friends",
  heading: "Unexpected Application Error!",
  unknownError: "Unknown error",
  unreachableHeading: "Could not load this page",
  tryAgain: "Try again",
  home: "Home",
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const strings = usePageStrings();
  const { unreachable, readAgain, reading } = useReadAgain(error);
  if (isChunkLoadError(error)) return <ChunkLoadErrorScreen />;
  const t = strings ? { ...strings.common.appError, home: strings.common.home } : ENGLISH_ERROR;
  let detail: string;
  if (isRouteErrorResponse(error)) {
    detail = `${error.status} ${error.statusText || ""}`.trim();
  } else if (error instanceof Error) {
    detail = error.message;
  } else {
    detail = t.unknownError;
  }
  return (
    <main className="page page--centered">
      {/* No route's meta applies here; React hoists this into the head. */}
      <title>{t.title}</title>
      <h1>{unreachable ? t.unreachableHeading : t.heading}</h1>
      <p className="error-detail" role={unreachable ? "alert" : undefined}>{detail}</p>
      {unreachable && (
        <button type="button" className="button button--primary" onClick={readAgain} disabled={reading}>
          {t.tryAgain}
        </button>
      )}
      <a className="button" href="/">
        {t.home}
      </a>
    </main>
  );
}
