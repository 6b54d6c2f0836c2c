import { Alert, Box, Button, Checkbox, Field, Heading, IconButton, Input, InputGroup, Stack } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { EyeIcon, EyeOffIcon } from "../components/icons";
import { tDefault } from "../i18n";
import { browserApi, errorMessage, errorText } from "../lib/api";
import { clearLogin, storeLogin } from "../lib/auth";

export const meta = () => [{ title: tDefault("TITLE_LOGIN") }];

const errorId = "login-error";

export default function Login() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [showPassword, setShowPassword] = useState(false);
  const [remember, setRemember] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [touched, setTouched] = useState({ email: false, password: false });
  const touch = (field: keyof typeof touched) => () => setTouched((t) => ({ ...t, [field]: true }));

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

  return (
    <Box maxW="md" mx="auto" mt="8" p="6" borderWidth="1px" borderRadius="lg" bg="bg.panel">
      <Heading as="h1" size="lg" mb="4">
        {t("TITLE_LOGIN")}
      </Heading>
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          {/* Announced when it appears, and tied to both fields that caused it. */}
          {error && (
            <Alert.Root status="error" role="alert" id={errorId} data-testid="login-error">
              <Alert.Indicator />
              <Alert.Title>{error}</Alert.Title>
            </Alert.Root>
          )}
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
            <InputGroup
              endElement={
                <IconButton
                  size="xs"
                  variant="ghost"
                  aria-label={showPassword ? t("HIDE_PASSWORD") : t("SHOW_PASSWORD")}
                  aria-pressed={showPassword}
                  onClick={() => setShowPassword((s) => !s)}
                >
                  {showPassword ? <EyeOffIcon /> : <EyeIcon />}
                </IconButton>
              }
            >
              <Input
                name="password"
                type={showPassword ? "text" : "password"}
                aria-describedby={error ? errorId : undefined}
                autoComplete="current-password"
                value={password}
                onFocus={() => setError(null)}
                onBlur={touch("password")}
                onChange={(e) => setPassword(e.target.value)}
              />
            </InputGroup>
            <Field.ErrorText>{t("MANDATORY_PASSWORD")}</Field.ErrorText>
          </Field.Root>
          <Checkbox.Root checked={remember} onCheckedChange={(e) => setRemember(e.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t("REMEMBER_ME")}</Checkbox.Label>
          </Checkbox.Root>
          <Button type="submit" colorPalette="orange" disabled={!email || !password} loading={busy}>
            {t("BTN_LOGIN")}
          </Button>
        </Stack>
      </form>
    </Box>
  );
}
