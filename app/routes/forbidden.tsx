import { useSearchParams } from "react-router";
import { Forbidden } from "../components/Forbidden";
import { tDefault } from "../i18n";

export const meta = () => [{ title: tDefault("TITLE_FORBIDDEN") }];

/** /403?error=<message key>: the access-denied page with its translated reason (spec part 2). */
export default function ForbiddenPage() {
  const [params] = useSearchParams();
  return <Forbidden error={params.get("error") ?? "UNAUTHORIZED_PAGE_ACCESS_ERROR"} />;
}
