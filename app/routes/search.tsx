import type { Route } from "./+types/search";
import { loadSearch, ProductSearch, searchTitle } from "../components/ProductSearch";

export const loader = ({ request, context }: Route.LoaderArgs) => loadSearch(request, context.api);

export const meta: Route.MetaFunction = ({ data, matches }) => searchTitle(data?.q, matches);

export default function Search({ loaderData }: Route.ComponentProps) {
  return <ProductSearch loaderData={loaderData} />;
}
