import { Box, ChakraProvider, Heading, LocaleProvider, Text } from "@chakra-ui/react";
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useNavigate,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { TopBar } from "./components/TopBar";
import { createI18n, directionOf, htmlLang, I18nProvider, isShownLanguage, tDefault } from "./i18n/core";
import { GameProvider, useGame } from "./lib/game";
import { SnackbarProvider } from "./lib/snackbar";
import { InstructorProvider, useInstructor } from "./lib/instructor";
import { system } from "./theme";
import { readCookie } from "./lib/storage";

// Dialog machinery is not needed to show the first page: it loads right after hydration.
const SideMenu = lazy(() => import("./components/SideMenu"));
const WelcomeDialog = lazy(() => import("./components/WelcomeDialog"));
// Only once there is something to show: a solved challenge or a restart, and in cohort mode the cohort's bar.
const Notifications = lazy(() => import("./components/Notifications").then((m) => ({ default: m.Notifications })));
const CohortBar = lazy(() => import("./components/CohortBar").then((m) => ({ default: m.CohortBar })));
// Only once a tutorial starts.
const HackingInstructor = lazy(() => import("./components/instructor/HackingInstructor"));

export async function loader({ request, context }: Route.LoaderArgs) {
  // Solves from this moment on belong to this page, even if a page before it acknowledged them (a
  // search typed into the address bar solves while the old page is still connected). Taken before
  // any loader awaits: the room dates a solve after it happened, so no margin is needed.
  const roomSince = Date.now();
  const { api } = context;
  const [configResponse, instanceResponse, versionResponse, scoreBoardResponse, countriesResponse] = await Promise.all([
    api.rest.admin["application-configuration"].$get(),
    api.rest.admin.instance.$get(),
    api.rest.admin["application-version"].$get(),
    api.api.Challenges.$get({ query: { key: "scoreBoardChallenge" } }),
    api.rest["country-mapping"].$get(),
  ]);
  if (!configResponse.ok) throw new Response(await configResponse.text(), { status: 503 });
  if (!instanceResponse.ok) throw new Response(await instanceResponse.text(), { status: 503 });
  const { config } = await configResponse.json();
  const { room, cohort } = await instanceResponse.json();
  const { version } = versionResponse.ok ? await versionResponse.json() : { version: "" };
  const scoreBoard = scoreBoardResponse.ok ? (await scoreBoardResponse.json()).data[0] : undefined;
  const countries = countriesResponse.ok ? await countriesResponse.json() : {};
  const language = readCookie("language", request.headers.get("Cookie") ?? "") ?? "en";
  // The first page renders in the chosen language on the server and hydrates with the same texts.
  const translations =
    language !== "en" && isShownLanguage(language)
      ? await api.assets.i18n[":file"].$get({ param: { file: `${language}.json` } }).then((r) => (r.ok ? r.json() : undefined))
      : undefined;
  return {
    config,
    version,
    countries,
    language: translations ? language : "en",
    translations,
    scoreBoardFound: scoreBoard?.solved ?? false,
    room,
    roomSince,
    cohort,
  };
}

// Configuration and the score board's first state are read once per page load; live events do the rest.
export const shouldRevalidate = () => false;

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.config.application.name ?? "Squeeze" }];

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang={htmlLang(data?.language ?? "en")} dir={directionOf(data?.language ?? "en")} className="dark" style={{ colorScheme: "dark" }} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <ChakraProvider value={system}>
          {/* Menus, dialogs and drawers open on the reading side: right to left in Arabic, Hebrew and Persian. */}
          <LocaleProvider locale={htmlLang(data?.language ?? "en")}>{children}</LocaleProvider>
        </ChakraProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** /hacking-instructor?challenge=<name> is the search screen with that challenge's tutorial running. */
function useTutorialLinks(enabled: boolean) {
  const { pathname, search } = useLocation();
  const { start } = useInstructor();
  useEffect(() => {
    const challenge = new URLSearchParams(search).get("challenge");
    if (enabled && pathname === "/hacking-instructor" && challenge) start(challenge);
  }, [enabled, pathname, search, start]);
}

/**
 * Old hash links (/#/score-board) keep working, and a return from the third-party sign-in (an
 * access token in the fragment) goes to the page that finishes it.
 */
function useHashLinks() {
  const navigate = useNavigate();
  useEffect(() => {
    const { hash } = window.location;
    if (/[#&]access_token=/.test(hash)) navigate(`/oauth${hash}`, { replace: true });
    else if (hash.startsWith("#/")) navigate(hash.slice(1), { replace: true });
  }, [navigate]);
}

function Shell({ data }: { data: Route.ComponentProps["loaderData"] }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const { solvedLive, notifications, restart, cohort } = useGame();
  const instructor = useInstructor();
  const tutorsEnabled = data.config.hackingInstructor.isEnabled;
  const startScoreBoardTutorial = () => instructor.start("scoreBoardChallenge");
  useHashLinks();
  useTutorialLinks(tutorsEnabled);
  useEffect(() => {
    setHydrated(true);
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <Box minH="100vh" bg="bg" color="fg">
      <TopBar config={data.config} onOpenMenu={() => setMenuOpen(true)} />
      {hydrated && (
        <Suspense fallback={null}>
          <SideMenu
            open={menuOpen}
            onOpenChange={setMenuOpen}
            config={data.config}
            version={data.version}
            scoreBoardFound={data.scoreBoardFound || solvedLive.has("scoreBoardChallenge")}
            onGettingStarted={tutorsEnabled ? startScoreBoardTutorial : undefined}
          />
          <WelcomeDialog config={data.config} onGettingStarted={tutorsEnabled ? startScoreBoardTutorial : undefined} />
        </Suspense>
      )}
      {instructor.running && (
        <Suspense fallback={null}>
          <HackingInstructor
            key={instructor.running}
            challenge={instructor.running}
            avatar={data.config.hackingInstructor.avatarImage}
            onLeave={instructor.stop}
          />
        </Suspense>
      )}
      {cohort && (
        <Suspense fallback={null}>
          <CohortBar />
        </Suspense>
      )}
      {(notifications.length > 0 || restart) && (
        <Suspense fallback={null}>
          <Notifications config={data.config} countries={data.countries} />
        </Suspense>
      )}
      <Box as="main" px="4" py="4" maxW="7xl" mx="auto">
        <Outlet />
      </Box>
    </Box>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const i18n = useMemo(() => createI18n(loaderData.language, loaderData.translations), [loaderData.language, loaderData.translations]);
  return (
    <I18nProvider i18n={i18n}>
      <GameProvider room={loaderData.room} since={loaderData.roomSince} cohort={loaderData.cohort}>
        <SnackbarProvider>
          <InstructorProvider>
            <Shell data={loaderData} />
          </InstructorProvider>
        </SnackbarProvider>
      </GameProvider>
    </I18nProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error)
    ? String(error.data || error.statusText)
    : tDefault("ERROR_UNEXPECTED");
  return (
    <Box as="main" p="8">
      <Heading as="h1">{status}</Heading>
      <Text mt="2">{message}</Text>
    </Box>
  );
}
