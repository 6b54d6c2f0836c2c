import { index, route, type RouteConfig } from "@react-router/dev/routes";

// One module per screen of the spec. Paths that no screen has fall back to the search screen.
// vuln-code-snippet start scoreBoardChallenge
// Unlinked is not hidden: every route ships in the client bundle for anyone to read.
export default [
  index("routes/search.tsx", { id: "home" }),
  route("search", "routes/search.tsx"),
  // The search screen, with a tutorial started by its challenge parameter.
  route("hacking-instructor", "routes/search.tsx", { id: "hacking-instructor" }),
  route("login", "routes/login.tsx"),
  route("score-board", "routes/score-board.tsx"), // vuln-code-snippet vuln-line scoreBoardChallenge
  route("*", "routes/search.tsx", { id: "fallback" }),
] satisfies RouteConfig;
// vuln-code-snippet end scoreBoardChallenge
