import { index, route, type RouteConfig } from "@react-router/dev/routes";

// One module per screen of the spec. Paths that no screen has fall back to the search screen.
export default [
  index("routes/search.tsx", { id: "home" }),
  route("search", "routes/search.tsx"),
  route("login", "routes/login.tsx"),
  // vuln-code-snippet start scoreBoardChallenge
  // Unlinked is not hidden: every route ships in the client bundle for anyone to read.
  route("score-board", "routes/score-board.tsx"), // vuln-code-snippet vuln-line scoreBoardChallenge
  // vuln-code-snippet end scoreBoardChallenge
  route("*", "routes/search.tsx", { id: "fallback" }),
] satisfies RouteConfig;
