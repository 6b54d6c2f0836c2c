import { Button, Field, Stack } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { useRouteLoaderData } from "react-router";
import { FormCard, FormError, FormSuccess, PasswordInput } from "../components/forms";
import { PasswordStrength } from "../components/PasswordStrength";
import { tDefault, useTranslation } from "../i18n";
import { browserApi, errorText } from "../lib/api";
import { useSessionUser } from "../lib/auth";
import { passwordLength, validPasswordLength } from "../lib/validation";
import type { loader as rootLoader } from "../root";

export const meta = () => [{ title: tDefault("TITLE_CHANGE_PASSWORD") }];

const errorId = "change-password-error";
const empty = { current: "", password: "", repeat: "" };

/** The support team's own password rule: 12-30 characters of upper and lower case, digits and symbols. */
const supportPolicy = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{12,30}$/;

export default function ChangePassword() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const [form, setForm] = useState(empty);
  const [touched, setTouched] = useState<Partial<Record<keyof typeof form, boolean>>>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [field]: e.target.value }));
  const touch = (field: keyof typeof form) => () => setTouched((t) => ({ ...t, [field]: true }));

  const problems = {
    current: !form.current ? "MANDATORY_CURRENT_PASSWORD" : null,
    password: !form.password ? "MANDATORY_NEW_PASSWORD" : !validPasswordLength(form.password) ? "INVALID_PASSWORD_LENGTH" : null,
    repeat: !form.repeat ? "MANDATORY_PASSWORD_REPEAT" : !validPasswordLength(form.repeat) ? "INVALID_PASSWORD_LENGTH" : form.repeat !== form.password ? "PASSWORDS_NOT_MATCHING" : null,
  };
  const invalid = Object.values(problems).some(Boolean);
  const shown = (field: keyof typeof form) => (touched[field] ? problems[field] : null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (invalid) return;
    if (user?.email === `pulpdesk@${root?.config.application.domain}` && !supportPolicy.test(form.password)) {
      // A hint for the support team, as the spec wants it: it complains, it does not block.
      console.warn(
        "Support team accounts need 12-30 characters mixing upper and lower case, digits and special characters, " +
          "like the master key of our incident database: our team's name, the year, and an exclamation mark.",
      );
    }
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      const response = await browserApi().rest.user["change-password"].$get({
        query: { current: form.current, new: form.password, repeat: form.repeat },
      });
      if (response.ok) {
        setForm(empty);
        setTouched({});
        setDone(t("PASSWORD_SUCCESSFULLY_CHANGED"));
      } else {
        setError(await errorText(response));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormCard title={t("TITLE_CHANGE_PASSWORD")}>
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <FormError id={errorId} message={error} testId="change-password-error" />
          <FormSuccess message={done} testId="change-password-done" />
          <Field.Root required invalid={!!shown("current")}>
            <Field.Label>{t("LABEL_CURRENT_PASSWORD")}</Field.Label>
            <PasswordInput name="currentPassword" autoComplete="current-password" value={form.current} onChange={set("current")} onBlur={touch("current")} aria-describedby={error ? errorId : undefined} />
            <Field.ErrorText>{t("MANDATORY_CURRENT_PASSWORD")}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={!!shown("password")}>
            <Field.Label>{t("LABEL_NEW_PASSWORD")}</Field.Label>
            <PasswordInput name="newPassword" autoComplete="new-password" value={form.password} onChange={set("password")} onBlur={touch("password")} />
            <Field.ErrorText>{t(shown("password") ?? "MANDATORY_NEW_PASSWORD", passwordLength)}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={!!shown("repeat")}>
            <Field.Label>{t("LABEL_PASSWORD_REPEAT")}</Field.Label>
            <PasswordInput name="newPasswordRepeat" autoComplete="new-password" value={form.repeat} onChange={set("repeat")} onBlur={touch("repeat")} />
            <Field.ErrorText>{t(shown("repeat") ?? "MANDATORY_PASSWORD_REPEAT", passwordLength)}</Field.ErrorText>
          </Field.Root>
          <PasswordStrength password={form.password} />
          <Button type="submit" colorPalette="orange" disabled={invalid} loading={busy}>
            {t("BTN_CHANGE")}
          </Button>
        </Stack>
      </form>
    </FormCard>
  );
}
