import { Box, Checkbox, List, Progress, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "../i18n";

/** The five criteria of spec part 1 §5, each with its message key. */
const criteria = [
  { key: "PASSWORD_ADVICE_LENGTH", met: (p: string) => p.length >= 8 },
  { key: "PASSWORD_ADVICE_LOWER", met: (p: string) => /[a-z]/.test(p) },
  { key: "PASSWORD_ADVICE_UPPER", met: (p: string) => /[A-Z]/.test(p) },
  { key: "PASSWORD_ADVICE_DIGIT", met: (p: string) => /\d/.test(p) },
  { key: "PASSWORD_ADVICE_SPECIAL", met: (p: string) => /[^A-Za-z0-9]/.test(p) },
] as const;

/** The share of criteria met, in percent. */
export const passwordStrength = (password: string) =>
  Math.round((criteria.filter((c) => c.met(password)).length / criteria.length) * 100);

/** The five colour bands, low to high. */
const bands = [
  { upTo: 20, color: "red", key: "STRENGTH_LOW" },
  { upTo: 40, color: "orange", key: "STRENGTH_LOW_MEDIUM" },
  { upTo: 60, color: "yellow", key: "STRENGTH_MEDIUM" },
  { upTo: 80, color: "teal", key: "STRENGTH_HIGH_MEDIUM" },
  { upTo: 100, color: "green", key: "STRENGTH_HIGH" },
] as const;

/** The strength bar (hidden while the password is empty) and the advice toggle with its criteria. */
export function PasswordStrength({ password }: { password: string }) {
  const { t } = useTranslation();
  const [advice, setAdvice] = useState(false);
  const score = passwordStrength(password);
  const band = bands.find((b) => score <= b.upTo) ?? bands[4];
  return (
    <Stack gap="2">
      {password && (
        <Progress.Root value={score} colorPalette={band.color} size="sm" aria-label={t("PASSWORD_STRENGTH")} data-testid="password-strength" data-band={band.key}>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
          <Text fontSize="xs" mt="1" color="fg.muted">
            {t("PASSWORD_STRENGTH")}: {t(band.key)}
          </Text>
        </Progress.Root>
      )}
      <Checkbox.Root checked={advice} onCheckedChange={(e) => setAdvice(e.checked === true)} size="sm">
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t("SHOW_PASSWORD_ADVICE")}</Checkbox.Label>
      </Checkbox.Root>
      {advice && (
        <Box as="section" aria-label={t("PASSWORD_ADVICE")} fontSize="sm">
          <List.Root gap="1" variant="plain">
            {criteria.map((c) => {
              const met = c.met(password);
              return (
                <List.Item key={c.key} color={met ? "green.300" : "fg.muted"} data-met={met}>
                  <span aria-hidden="true">{met ? "✓" : "○"}</span>&nbsp;{t(c.key)}
                  <span className="squeeze-visually-hidden"> {met ? t("ADVICE_MET") : t("ADVICE_NOT_MET")}</span>
                </List.Item>
              );
            })}
          </List.Root>
        </Box>
      )}
    </Stack>
  );
}
