import { Box, Button, Field, Image, Input, Stack, Text } from "@chakra-ui/react";
import { useCallback, useEffect, useState, type FormEvent } from "react";
import { FormCard, FormError, FormSuccess } from "../components/forms";
import { tDefault, useTranslation } from "../i18n";
import { browserApi, errorText } from "../lib/api";

export const meta = () => [{ title: tDefault("TITLE_DATA_EXPORT") }];

/** A captcha is asked for within 5 minutes of the last export (spec part 2 §4, §9). */
export const captchaWindowMs = 300_000;
const captchaLength = 5;
const lastExportKey = "lstdtxprt";

const formats = [
  { value: "1", label: "JSON", enabled: true },
  { value: "2", label: "PDF", enabled: false },
  { value: "3", label: "Excel", enabled: false },
] as const;

/** Opens the export in a popup window of its own (spec part 2 §2). */
function showInPopup(userData: unknown) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(userData, null, 2)], { type: "application/json" }));
  window.open(url, "_blank", "popup,width=560,height=640");
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Data export (spec part 2 §2): JSON only for now, and an image captcha for repeated exports. */
export default function DataExport() {
  const { t } = useTranslation();
  const [format, setFormat] = useState("1");
  const [needsCaptcha, setNeedsCaptcha] = useState(false);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [answer, setAnswer] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const loadCaptcha = useCallback(async () => {
    setAnswer("");
    const response = await browserApi().rest["image-captcha"].$get();
    setCaptcha(response.ok ? (await response.json()).image : null);
  }, []);

  useEffect(() => {
    const last = Number(localStorage.getItem(lastExportKey) ?? 0);
    const recent = Date.now() - last < captchaWindowMs;
    setNeedsCaptcha(recent);
    if (recent) void loadCaptcha();
  }, [loadCaptcha]);

  const answerProblem = needsCaptcha && answer.trim().length !== captchaLength;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (answerProblem) return;
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      const response = await browserApi().rest.user["data-export"].$post({ json: { format: "1", ...(needsCaptcha ? { answer: answer.trim() } : {}) } });
      if (!response.ok) {
        setError(await errorText(response));
        if (needsCaptcha) await loadCaptcha();
        return;
      }
      const { confirmation, userData } = await response.json();
      localStorage.setItem(lastExportKey, String(Date.now()));
      setDone(confirmation);
      showInPopup(userData);
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormCard title={t("TITLE_DATA_EXPORT")}>
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <FormError id="data-export-error" message={error} testId="data-export-error" />
          <FormSuccess message={done} testId="data-export-done" />
          <Box as="fieldset" minW="0">
            <Box as="legend" fontSize="sm" fontWeight="medium" mb="2">
              {t("EXPORT_FORMAT")}
            </Box>
            <Stack gap="2">
              {formats.map((f) => (
                <label key={f.value} style={{ display: "flex", gap: "0.5rem", alignItems: "center", opacity: f.enabled ? 1 : 0.6 }}>
                  <input type="radio" className="squeeze-radio" name="format" value={f.value} checked={format === f.value} disabled={!f.enabled} onChange={() => setFormat(f.value)} />
                  {f.label}
                </label>
              ))}
            </Stack>
          </Box>
          {needsCaptcha && (
            <Stack gap="2" data-testid="export-captcha">
              <Text fontSize="sm">{t("EXPORT_CAPTCHA_EXPLAINED")}</Text>
              {captcha && <Image src={captcha} alt={t("CAPTCHA_IMAGE")} w="220px" h="70px" borderRadius="md" />}
              <Field.Root required invalid={answer.length > 0 && answerProblem}>
                <Field.Label>{t("LABEL_CAPTCHA_ANSWER")}</Field.Label>
                <Input name="captcha" autoComplete="off" maxLength={captchaLength} value={answer} onChange={(e) => setAnswer(e.target.value)} />
                <Field.ErrorText>{t("CAPTCHA_LENGTH", { length: captchaLength })}</Field.ErrorText>
              </Field.Root>
            </Stack>
          )}
          <Button type="submit" colorPalette="orange" disabled={answerProblem} loading={busy}>
            {t("BTN_REQUEST_EXPORT")}
          </Button>
        </Stack>
      </form>
    </FormCard>
  );
}
