import { Button, Field, Input, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import type { Route } from "./+types/register";
import { FormCard, FormError, PasswordInput } from "../components/forms";
import { PasswordStrength } from "../components/PasswordStrength";
import { tDefault, useTranslation } from "../i18n";
import { browserApi, errorText } from "../lib/api";
import { useSnackbar } from "../lib/snackbar";
import { emailPattern, passwordLength } from "../lib/validation";

export const meta = () => [{ title: tDefault("TITLE_REGISTRATION") }];

export async function loader({ context }: Route.LoaderArgs) {
  const response = await context.api.api.SecurityQuestions.$get();
  return { questions: response.ok ? (await response.json()).data : [] };
}

const errorId = "register-error";

/** The first letter capitalised, as the spec shows registration errors. */
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export default function Register({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const [form, setForm] = useState({ email: "", password: "", repeat: "", question: "", answer: "" });
  const [touched, setTouched] = useState<Partial<Record<keyof typeof form, boolean>>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [field]: e.target.value }));
  const touch = (field: keyof typeof form) => () => setTouched((t) => ({ ...t, [field]: true }));

  const problems = {
    email: !form.email ? "MANDATORY_EMAIL" : !emailPattern.test(form.email) ? "INVALID_EMAIL" : null,
    password: !form.password
      ? "MANDATORY_PASSWORD"
      : form.password.length < passwordLength.min || form.password.length > passwordLength.max
        ? "INVALID_PASSWORD_LENGTH"
        : null,
    repeat: !form.repeat ? "MANDATORY_PASSWORD_REPEAT" : form.repeat !== form.password ? "PASSWORDS_NOT_MATCHING" : null,
    question: !form.question ? "MANDATORY_SECURITY_QUESTION" : null,
    answer: !form.answer.trim() ? "MANDATORY_SECURITY_ANSWER" : null,
  };
  const invalid = Object.values(problems).some(Boolean);
  const shown = (field: keyof typeof form) => (touched[field] ? problems[field] : null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (invalid) return;
    setBusy(true);
    setError(null);
    try {
      const created = await browserApi().api.Users.$post({
        json: { email: form.email, password: form.password, passwordRepeat: form.repeat },
      });
      if (!created.ok) return setError(capitalised(await errorText(created)));
      const { data } = await created.json();
      const answered = await browserApi().api.SecurityAnswers.$post({
        json: { UserId: data.id, answer: form.answer, SecurityQuestionId: Number(form.question) },
      });
      if (!answered.ok) return setError(capitalised(await errorText(answered)));
      snackbar.show({ text: t("CONFIRM_REGISTER") });
      navigate("/login");
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormCard title={t("TITLE_REGISTRATION")}>
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <FormError id={errorId} message={error} testId="register-error" />
          <Field.Root required invalid={!!shown("email")}>
            <Field.Label>{t("LABEL_EMAIL")}</Field.Label>
            <Input name="email" type="email" autoComplete="email" value={form.email} onChange={set("email")} onBlur={touch("email")} aria-describedby={error ? errorId : undefined} />
            <Field.ErrorText>{t(shown("email") ?? "MANDATORY_EMAIL")}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={!!shown("password")}>
            <Field.Label>{t("LABEL_PASSWORD")}</Field.Label>
            <PasswordInput name="password" autoComplete="new-password" value={form.password} onChange={set("password")} onBlur={touch("password")} />
            <Field.ErrorText>{t(shown("password") ?? "MANDATORY_PASSWORD", passwordLength)}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={!!shown("repeat")}>
            <Field.Label>{t("LABEL_PASSWORD_REPEAT")}</Field.Label>
            <PasswordInput name="passwordRepeat" autoComplete="new-password" value={form.repeat} onChange={set("repeat")} onBlur={touch("repeat")} />
            <Field.ErrorText>{t(shown("repeat") ?? "MANDATORY_PASSWORD_REPEAT")}</Field.ErrorText>
          </Field.Root>
          <PasswordStrength password={form.password} />
          <Field.Root required invalid={!!shown("question")}>
            <Field.Label>{t("LABEL_SECURITY_QUESTION")}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field name="securityQuestion" value={form.question} onChange={set("question")} onBlur={touch("question")}>
                <option value="">{t("CHOOSE_SECURITY_QUESTION")}</option>
                {loaderData.questions.map((q) => (
                  <option key={q.id} value={q.id}>
                    {q.question}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.HelperText>{t("SECURITY_QUESTION_NOT_CHANGEABLE")}</Field.HelperText>
            <Field.ErrorText>{t("MANDATORY_SECURITY_QUESTION")}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={!!shown("answer")}>
            <Field.Label>{t("LABEL_SECURITY_ANSWER")}</Field.Label>
            <Input name="securityAnswer" autoComplete="off" value={form.answer} onChange={set("answer")} onBlur={touch("answer")} />
            <Field.ErrorText>{t("MANDATORY_SECURITY_ANSWER")}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" colorPalette="orange" disabled={invalid} loading={busy}>
            {t("BTN_REGISTER")}
          </Button>
          <Text fontSize="sm">
            {t("ALREADY_A_CUSTOMER")}{" "}
            <Link to="/login" className="squeeze-link">
              {t("TITLE_LOGIN")}
            </Link>
          </Text>
        </Stack>
      </form>
    </FormCard>
  );
}
