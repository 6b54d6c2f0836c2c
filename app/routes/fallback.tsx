import { lazy, Suspense } from "react";
import { data } from "react-router";
import type { Route } from "./+types/fallback";
import { loadSearch, ProductSearch, searchHeaders, searchTitle } from "../components/ProductSearch";
import { tDefault } from "../i18n";

// vuln-code-snippet start tokenSaleChallenge
// The coin offering's page is "hidden" behind a scrambled path: scrambled, not protected, and the
// matcher that unscrambles it ships to every browser in this module.
const TokenSale = lazy(() => import("../components/TokenSale"));

const w = [0x2a, 0x11, 0x5c, 0x07, 0x33]; // vuln-code-snippet neutral-line tokenSaleChallenge
const s = [89, 99, 44, 51, 83, 84, 140, 78, 129, 91, 105, 158, 93, 81, 132, 118, 174]; // vuln-code-snippet neutral-line tokenSaleChallenge
export const offeringMatcher = (p: string) => // vuln-code-snippet neutral-line tokenSaleChallenge
  p.length === s.length && [...p].every((c, i) => (c.charCodeAt(0) ^ w[i % w.length]!) + i * 3 === s[i]); // vuln-code-snippet vuln-line tokenSaleChallenge

/** Any path no screen has: the coin offering if it is its path, else the product search. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (offeringMatcher(params["*"] ?? "")) return { offering: true as const }; // vuln-code-snippet vuln-line tokenSaleChallenge
  const search = await loadSearch(request, context.api);
  return data({ offering: false as const, search }, { headers: searchHeaders(search) });
}
// vuln-code-snippet end tokenSaleChallenge

// A search render with a nonce says no-store (ProductSearch.tsx's searchHeaders).
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ data, matches }) =>
  data?.offering ? [{ title: tDefault("TITLE_TOKENSALE") }] : searchTitle(data?.search.q, matches);

export default function Fallback({ loaderData }: Route.ComponentProps) {
  if (!loaderData.offering) return <ProductSearch loaderData={loaderData.search} />;
  return (
    <Suspense fallback={null}>
      <TokenSale />
    </Suspense>
  );
}
