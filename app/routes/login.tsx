import { Box, Button, Checkbox, Field, HStack, Input, Separator, Stack, Text } from "@chakra-ui/react";
import { useEffect, useState, type FormEvent } from "react";
import { Link, useNavigate, useRouteLoaderData } from "react-router";
import { FormCard, FormError, PasswordInput } from "../components/forms";
import { tDefault, useTranslation } from "../i18n";
import { browserApi, errorMessage, errorText } from "../lib/api";
import { clearLogin, storeLogin } from "../lib/auth";
import { useHydrated } from "../lib/hydrated";
import { thirdPartySignInUrl } from "../lib/third-party-sign-in";
import type { loader as rootLoader } from "../root";

export const meta = () => [{ title: tDefault("TITLE_LOGIN") }];

const errorId = "login-error";

// vuln-code-snippet start exposedCredentialsChallenge
// A developer's shortcut that shipped: ?qa fills in the QA bot's account, password and all, and
// everything the browser runs, anyone can read.
const qaAccount = { localPart: "qa.bot", password: "Qu4lity-B0t-R0cks!" }; // vuln-code-snippet vuln-line exposedCredentialsChallenge
// vuln-code-snippet end exposedCredentialsChallenge

export default function Login() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [remember, setRemember] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [touched, setTouched] = useState({ email: false, password: false });
  const touch = (field: keyof typeof touched) => () => setTouched((t) => ({ ...t, [field]: true }));

  useEffect(() => {
    // Remember me kept the email in this tab's session storage.
    const remembered = sessionStorage.getItem("email");
    if (remembered) {
      setEmail(remembered);
      setRemember(true);
    }
    if (root && new URLSearchParams(window.location.search).has("qa")) {
      setEmail(`${qaAccount.localPart}@${root.config.application.domain}`);
      setPassword(qaAccount.password);
    }
  }, [root]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      const response = await browserApi().rest.user.login.$post({ json: { email, password } });
      // An error the API did not plan for (the leaky error page) may be HTML: shown as text.
      if (!response.headers.get("Content-Type")?.includes("json")) {
        clearLogin();
        setError(await errorText(response));
        return;
      }
      const reply = await response.json();
      if ("authentication" in reply) {
        storeLogin(reply.authentication.token, reply.authentication.bid, remember ? email : null);
        navigate("/search");
      } else if (reply.status === "totp_token_required") {
        localStorage.setItem("totp_tmp_token", reply.data.tmpToken);
        sessionStorage.setItem("totp_tmp_token", reply.data.tmpToken);
        navigate("/2fa/enter");
      } else {
        clearLogin();
        setError(errorMessage(reply) ?? `${response.status} ${response.statusText}`);
      }
    } finally {
      setBusy(false);
    }
  };

  const signIn = root?.config.application.thirdPartySignIn;
  // The redirect URI is this page's own origin, known only in the browser.
  const hydrated = useHydrated();
  const signInUrl = signIn && hydrated ? thirdPartySignInUrl(signIn, window.location.origin) : null;

  return (
    <FormCard title={t("TITLE_LOGIN")}>
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          {/* Announced when it appears, and tied to both fields that caused it. */}
          <FormError id={errorId} message={error} testId="login-error" />
          <Field.Root required invalid={touched.email && !email}>
            <Field.Label>{t("LABEL_EMAIL")}</Field.Label>
            <Input
              name="email"
              type="email"
              aria-describedby={error ? errorId : undefined}
              autoComplete="username"
              value={email}
              onFocus={() => setError(null)}
              onBlur={touch("email")}
              onChange={(e) => setEmail(e.target.value)}
            />
            <Field.ErrorText>{t("MANDATORY_EMAIL")}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={touched.password && !password}>
            <Field.Label>{t("LABEL_PASSWORD")}</Field.Label>
            <PasswordInput
              name="password"
              aria-describedby={error ? errorId : undefined}
              autoComplete="current-password"
              value={password}
              onFocus={() => setError(null)}
              onBlur={touch("password")}
              onChange={(e) => setPassword(e.target.value)}
            />
            <Field.ErrorText>{t("MANDATORY_PASSWORD")}</Field.ErrorText>
          </Field.Root>
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Checkbox.Root checked={remember} onCheckedChange={(e) => setRemember(e.checked === true)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t("REMEMBER_ME")}</Checkbox.Label>
            </Checkbox.Root>
            <Link to="/forgot-password" className="squeeze-link">
              {t("FORGOT_PASSWORD")}
            </Link>
          </HStack>
          <Button type="submit" colorPalette="orange" disabled={!email || !password} loading={busy}>
            {t("BTN_LOGIN")}
          </Button>
          {signIn?.clientId && (
            <>
              <HStack gap="3" aria-hidden="true">
                <Separator flex="1" />
                <Text fontSize="sm" color="fg.muted">
                  {t("OR")}
                </Text>
                <Separator flex="1" />
              </HStack>
              {signInUrl ? (
                <Button asChild variant="outline">
                  <a href={signInUrl}>{t("LOGIN_WITH_THIRD_PARTY", { provider: signIn.name })}</a>
                </Button>
              ) : (
                <Box>
                  <Button variant="outline" w="full" disabled aria-describedby="third-party-disabled">
                    {t("LOGIN_WITH_THIRD_PARTY", { provider: signIn.name })}
                  </Button>
                  <Text id="third-party-disabled" mt="1" fontSize="sm" color="fg.muted">
                    {t("THIRD_PARTY_SIGN_IN_DISABLED")}
                  </Text>
                </Box>
              )}
            </>
          )}
          <Text fontSize="sm">
            {t("NOT_YET_CUSTOMER")}{" "}
            <Link to="/register" className="squeeze-link">
              {t("REGISTER_NOW")}
            </Link>
          </Text>
        </Stack>
      </form>
    </FormCard>
  );
}
