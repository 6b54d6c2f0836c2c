import { Spinner, Stack, Text } from "@chakra-ui/react";
import { useEffect } from "react";
import { useLocation, useNavigate, useRouteLoaderData } from "react-router";
import { tDefault, useTranslation } from "../i18n";
import { browserApi } from "../lib/api";
import { clearLogin, storeLogin } from "../lib/auth";
import type { loader as rootLoader } from "../root";

export const meta = () => [{ title: tDefault("TITLE_LOGIN") }];

/** The email the provider's user-info endpoint names, or null. */
async function providerEmail(userInfoUrl: string, accessToken: string): Promise<string | null> {
  const response = await fetch(userInfoUrl, { headers: { Authorization: `Bearer ${accessToken}` } });
  if (!response.ok) return null;
  const info: unknown = await response.json();
  return typeof info === "object" && info !== null && "email" in info && typeof info.email === "string" ? info.email : null;
}

// vuln-code-snippet start oauthUserPasswordChallenge
// Accounts made by the third-party sign-in still need a password, and this one is made up from
// the address itself: anyone who reads this code can log in as any such user.
const passwordFor = (email: string) => btoa([...email].reverse().join("")); // vuln-code-snippet vuln-line oauthUserPasswordChallenge
// vuln-code-snippet end oauthUserPasswordChallenge

/**
 * Where the third-party sign-in comes back (the page's URL holds an access token): ask the
 * provider who this is, register them (if they are new), and log them in anyway (spec part 1 §4).
 */
export default function OAuthReturn() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const root = useRouteLoaderData<typeof rootLoader>("root");

  useEffect(() => {
    const accessToken = new URLSearchParams(hash.slice(1)).get("access_token");
    const userInfoUrl = root?.config.application.thirdPartySignIn.userInfoUrl;
    const fail = () => {
      clearLogin();
      navigate("/login", { replace: true });
    };
    if (!accessToken || !userInfoUrl) return fail();
    void (async () => {
      const email = await providerEmail(userInfoUrl, accessToken);
      if (!email) return fail();
      const password = passwordFor(email);
      // A returning user is registered already: the registration then fails, which is fine.
      await browserApi().api.Users.$post({ json: { email, password, passwordRepeat: password } });
      const response = await browserApi().rest.user.login.$post({ json: { email, password, oauth: true } });
      const reply = response.ok ? await response.json() : null;
      if (!reply || !("authentication" in reply)) return fail();
      storeLogin(reply.authentication.token, reply.authentication.bid);
      navigate("/search", { replace: true });
    })().catch(fail);
  }, [hash, navigate, root]);

  return (
    <Stack align="center" py="12" gap="3" role="status">
      <Spinner />
      <Text>{t("SIGNING_IN")}</Text>
    </Stack>
  );
}
