import { data } from "react-router";
import type { Route } from "./+types/search";
import { loadSearch, ProductSearch, searchHeaders, searchTitle } from "../components/ProductSearch";

export async function loader({ request, context }: Route.LoaderArgs) {
  const search = await loadSearch(request, context.api);
  return data(search, { headers: searchHeaders(search) });
}

// A render with a nonce says no-store (ProductSearch.tsx's searchHeaders).
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ data, matches }) => searchTitle(data?.q, matches);

export default function Search({ loaderData }: Route.ComponentProps) {
  return <ProductSearch loaderData={loaderData} />;
}
