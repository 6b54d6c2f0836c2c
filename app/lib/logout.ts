import { browserApi } from "./api";
import { clearLogin } from "./auth";

/**
 * Logout (spec part 1 §4): remember where the user logged in from, then forget the session. Apart
 * from ./auth.ts, whose session the top bar reads on every page: the API client is not part of the
 * first load.
 */
export async function logout() {
  await browserApi().rest.saveLoginIp.$get().catch(() => undefined);
  clearLogin();
}
