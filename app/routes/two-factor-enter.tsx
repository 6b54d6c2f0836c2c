import { Button, Field, Input, Stack } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { FormCard, FormError } from "../components/forms";
import { tDefault, useTranslation } from "../i18n";
import { browserApi } from "../lib/api";
import { storeLogin } from "../lib/auth";
import { totpCodePattern } from "../lib/validation";

export const meta = () => [{ title: tDefault("TITLE_TWO_FACTOR") }];

const errorId = "two-factor-error";

/** The second login step (spec part 2): the 6-digit code of the user's authenticator app. */
export default function TwoFactorEnter() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [code, setCode] = useState("");
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const valid = totpCodePattern.test(code);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!valid) return;
    setBusy(true);
    try {
      const tmpToken = localStorage.getItem("totp_tmp_token") ?? sessionStorage.getItem("totp_tmp_token") ?? "";
      const response = await browserApi().rest["2fa"].verify.$post({ json: { tmpToken, totpToken: code } });
      if (!response.ok) {
        setError(t("INVALID_TWO_FACTOR_AUTH_TOKEN"));
        setTimeout(() => setError(null), 5000);
        return;
      }
      const { authentication } = await response.json();
      localStorage.removeItem("totp_tmp_token");
      sessionStorage.removeItem("totp_tmp_token");
      storeLogin(authentication.token, authentication.bid);
      navigate("/search");
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormCard title={t("TITLE_TWO_FACTOR")}>
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <FormError id={errorId} message={error} testId="two-factor-error" />
          <Field.Root required invalid={touched && !valid}>
            <Field.Label>{t("LABEL_TWO_FACTOR_CODE")}</Field.Label>
            <Input
              name="totpToken"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.target.value.trim())}
              onBlur={() => setTouched(true)}
              aria-describedby={error ? errorId : undefined}
            />
            <Field.HelperText>{t("TWO_FACTOR_CODE_HELP")}</Field.HelperText>
            <Field.ErrorText>{t("INVALID_TWO_FACTOR_AUTH_TOKEN")}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" colorPalette="orange" disabled={!valid} loading={busy}>
            {t("BTN_LOGIN")}
          </Button>
        </Stack>
      </form>
    </FormCard>
  );
}
