import { Box, Button, Field, Input, Spinner, Stack, Text } from "@chakra-ui/react";
import { useCallback, useEffect, useState, type FormEvent } from "react";
import { useRouteLoaderData } from "react-router";
import { renderSVG } from "uqr";
import { FormCard, FormError, FormSuccess, PasswordInput } from "../components/forms";
import { tDefault, useTranslation } from "../i18n";
import { browserApi } from "../lib/api";
import { totpCodePattern } from "../lib/validation";
import type { loader as rootLoader } from "../root";

export const meta = () => [{ title: tDefault("TITLE_TWO_FACTOR_SETUP") }];

type Status = { setup: true } | { setup: false; email: string; secret: string; setupToken: string };

/** The otpauth:// URI an authenticator app reads from the QR code. */
const otpauthUri = (issuer: string, email: string, secret: string) =>
  `otpauth://totp/${encodeURIComponent(`${issuer}:${email}`)}?secret=${secret}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=6&period=30`;

const errorId = "two-factor-setup-error";

/** Two-factor setup (spec part 2): a QR code and the first code, or, once set up, the remove form. */
export default function TwoFactorSetup() {
  const { t } = useTranslation();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const [status, setStatus] = useState<Status | null>(null);
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const refresh = useCallback(async () => {
    const response = await browserApi().rest["2fa"].status.$get();
    setStatus(response.ok ? await response.json() : null);
    setPassword("");
    setCode("");
  }, []);
  useEffect(() => void refresh(), [refresh]);

  const act = async (e: FormEvent, send: () => Promise<{ ok: boolean }>, confirmation: string) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      const response = await send();
      if (!response.ok) return setError(t("2FA_SETUP_ERROR"));
      setDone(t(confirmation));
      await refresh();
    } finally {
      setBusy(false);
    }
  };

  if (!status) {
    return (
      <FormCard title={t("TITLE_TWO_FACTOR_SETUP")}>
        <Spinner aria-label={t("LOADING")} />
      </FormCard>
    );
  }
  return (
    <FormCard title={t("TITLE_TWO_FACTOR_SETUP")}>
      <Stack gap="4">
        <FormError id={errorId} message={error} testId="two-factor-setup-error" />
        <FormSuccess message={done} testId="two-factor-setup-done" />
        {status.setup ? (
          <form onSubmit={(e) => act(e, () => browserApi().rest["2fa"].disable.$post({ json: { password } }), "CONFIRM_2FA_DISABLE")} noValidate>
            <Stack gap="4">
              <Text data-testid="two-factor-is-set-up">{t("TWO_FACTOR_IS_SET_UP")}</Text>
              <Field.Root required>
                <Field.Label>{t("LABEL_CURRENT_PASSWORD")}</Field.Label>
                <PasswordInput name="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} aria-describedby={error ? errorId : undefined} />
              </Field.Root>
              <Button type="submit" colorPalette="red" disabled={!password} loading={busy}>
                {t("BTN_REMOVE_TWO_FACTOR")}
              </Button>
            </Stack>
          </form>
        ) : (
          <form
            onSubmit={(e) =>
              act(e, () => browserApi().rest["2fa"].setup.$post({ json: { password, setupToken: status.setupToken, initialToken: code } }), "CONFIRM_2FA_SETUP")
            }
            noValidate
          >
            <Stack gap="4">
              <Text>{t("TWO_FACTOR_SETUP_INSTRUCTIONS")}</Text>
              <Box
                role="img"
                aria-label={t("TWO_FACTOR_QR_CODE")}
                data-testid="two-factor-qr"
                w="300px"
                maxW="full"
                bg="white"
                p="3"
                borderRadius="md"
                mx="auto"
                dangerouslySetInnerHTML={{ __html: renderSVG(otpauthUri(root?.config.application.name ?? "Squeeze", status.email, status.secret)) }}
              />
              <Text fontSize="sm" color="fg.muted" textAlign="center">
                {t("TWO_FACTOR_SECRET")}: <code data-testid="two-factor-secret">{status.secret}</code>
              </Text>
              <Field.Root required>
                <Field.Label>{t("LABEL_CURRENT_PASSWORD")}</Field.Label>
                <PasswordInput name="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} aria-describedby={error ? errorId : undefined} />
              </Field.Root>
              <Field.Root required invalid={code.length > 0 && !totpCodePattern.test(code)}>
                <Field.Label>{t("LABEL_TWO_FACTOR_INITIAL_CODE")}</Field.Label>
                <Input name="initialToken" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(e) => setCode(e.target.value.trim())} />
                <Field.ErrorText>{t("INVALID_TWO_FACTOR_AUTH_TOKEN")}</Field.ErrorText>
              </Field.Root>
              <Button type="submit" colorPalette="orange" disabled={!password || !totpCodePattern.test(code)} loading={busy}>
                {t("BTN_SET_UP_TWO_FACTOR")}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </FormCard>
  );
}
