import { Button, Field, Input, Stack } from "@chakra-ui/react";
import { useEffect, useState, type FormEvent } from "react";
import { FormCard, FormError, FormSuccess, PasswordInput } from "../components/forms";
import { PasswordStrength } from "../components/PasswordStrength";
import { tDefault, useTranslation } from "../i18n";
import { browserApi, errorText } from "../lib/api";
import { emailPattern, passwordLength } from "../lib/validation";

export const meta = () => [{ title: tDefault("TITLE_FORGOT_PASSWORD") }];

/** The question is looked up once typing has stopped for this long (spec part 1 §9). */
const lookupDelayMs = 1000;
const errorId = "forgot-password-error";
const empty = { email: "", answer: "", password: "", repeat: "" };

export default function ForgotPassword() {
  const { t } = useTranslation();
  const [form, setForm] = useState(empty);
  const [question, setQuestion] = useState<string | null>(null);
  const [touched, setTouched] = useState<Partial<Record<keyof typeof form, boolean>>>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [field]: e.target.value }));
  const touch = (field: keyof typeof form) => () => setTouched((t) => ({ ...t, [field]: true }));

  // Fields stay disabled until a question is found for the email, and again once it is emptied.
  useEffect(() => {
    setQuestion(null);
    if (!form.email) return;
    const timer = setTimeout(async () => {
      const response = await browserApi().rest.user["security-question"].$get({ query: { email: form.email } });
      setQuestion(response.ok ? ((await response.json()).question?.question ?? null) : null);
    }, lookupDelayMs);
    return () => clearTimeout(timer);
  }, [form.email]);

  const problems = {
    email: !form.email ? "MANDATORY_EMAIL" : !emailPattern.test(form.email) ? "INVALID_EMAIL" : null,
    answer: !form.answer ? "MANDATORY_SECURITY_ANSWER" : null,
    password: !form.password ? "MANDATORY_NEW_PASSWORD" : form.password.length < passwordLength.min ? "INVALID_PASSWORD_LENGTH" : null,
    repeat: !form.repeat ? "MANDATORY_PASSWORD_REPEAT" : form.repeat !== form.password ? "PASSWORDS_NOT_MATCHING" : null,
  };
  const shown = (field: keyof typeof form) => (touched[field] ? problems[field] : null);
  const locked = question === null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (locked || Object.values(problems).some(Boolean)) return;
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      const response = await browserApi().rest.user["reset-password"].$post({
        json: { email: form.email, answer: form.answer, new: form.password, repeat: form.repeat },
      });
      if (response.ok) {
        setForm(empty);
        setTouched({});
        setDone(t("CONFIRM_PASSWORD_RESET"));
      } else {
        setError(await errorText(response));
        setForm((f) => ({ ...f, answer: "", password: "", repeat: "" }));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormCard title={t("TITLE_FORGOT_PASSWORD")}>
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <FormError id={errorId} message={error} testId="forgot-password-error" />
          <FormSuccess message={done} testId="forgot-password-done" />
          <Field.Root required invalid={!!shown("email")}>
            <Field.Label>{t("LABEL_EMAIL")}</Field.Label>
            <Input name="email" type="email" autoComplete="username" value={form.email} onChange={set("email")} onBlur={touch("email")} aria-describedby={error ? errorId : undefined} />
            <Field.ErrorText>{t(shown("email") ?? "MANDATORY_EMAIL")}</Field.ErrorText>
          </Field.Root>
          <Field.Root required disabled={locked} invalid={!!shown("answer")}>
            <Field.Label>{t("LABEL_SECURITY_ANSWER")}</Field.Label>
            <Input name="securityAnswer" autoComplete="off" placeholder={question ?? t("SECURITY_QUESTION_AFTER_EMAIL")} value={form.answer} onChange={set("answer")} onBlur={touch("answer")} />
            {question && <Field.HelperText data-testid="security-question">{question}</Field.HelperText>}
            <Field.ErrorText>{t("MANDATORY_SECURITY_ANSWER")}</Field.ErrorText>
          </Field.Root>
          <Field.Root required disabled={locked} invalid={!!shown("password")}>
            <Field.Label>{t("LABEL_NEW_PASSWORD")}</Field.Label>
            <PasswordInput name="newPassword" autoComplete="new-password" value={form.password} onChange={set("password")} onBlur={touch("password")} disabled={locked} />
            <Field.ErrorText>{t(shown("password") ?? "MANDATORY_NEW_PASSWORD", passwordLength)}</Field.ErrorText>
          </Field.Root>
          <Field.Root required disabled={locked} invalid={!!shown("repeat")}>
            <Field.Label>{t("LABEL_PASSWORD_REPEAT")}</Field.Label>
            <PasswordInput name="newPasswordRepeat" autoComplete="new-password" value={form.repeat} onChange={set("repeat")} onBlur={touch("repeat")} disabled={locked} />
            <Field.ErrorText>{t(shown("repeat") ?? "MANDATORY_PASSWORD_REPEAT")}</Field.ErrorText>
          </Field.Root>
          <PasswordStrength password={form.password} />
          <Button type="submit" colorPalette="orange" disabled={locked || Object.values(problems).some(Boolean)} loading={busy}>
            {t("BTN_CHANGE")}
          </Button>
        </Stack>
      </form>
    </FormCard>
  );
}
