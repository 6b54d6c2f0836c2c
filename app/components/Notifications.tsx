import { Box, Button, CloseButton, HStack, IconButton, Stack, Text } from "@chakra-ui/react";
import { useEffect, useState, type MouseEvent } from "react";
import { useTranslation } from "../i18n/core";
import type { AppConfig } from "../../worker/config";
import { browserApi } from "../lib/api";
import { useGame } from "../lib/game";
import { CopyIcon } from "./icons";

type CountryMapping = AppConfig["ctf"]["countryMapping"];

/** The flag emoji of a two-letter country code. */
const flagEmoji = (code: string) =>
  String.fromCodePoint(...[...code.toUpperCase()].map((ch) => 0x1f1e6 + ch.charCodeAt(0) - 65));

function FlagLine({ flag }: { flag: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <HStack gap="1" mt="1">
      <Text as="code" fontSize="xs" wordBreak="break-all" data-testid="flag">
        {flag}
      </Text>
      <IconButton
        size="2xs"
        variant="ghost"
        aria-label={copied ? t("FLAG_COPIED") : t("COPY_FLAG")}
        title={copied ? t("FLAG_COPIED") : t("COPY_FLAG")}
        onClick={() => void navigator.clipboard?.writeText(flag).then(() => setCopied(true))}
      >
        <CopyIcon />
      </IconButton>
    </HStack>
  );
}

/** Names by challenge key in the page's language, read once per key (the room announces English names). */
const translatedNames = new Map<string, Promise<string | null>>();

function nameIn(language: string, key: string): Promise<string | null> {
  const id = `${language}:${key}`;
  let name = translatedNames.get(id);
  if (!name) {
    name = browserApi()
      .api.Challenges.$get({ query: { key } })
      .then(async (r) => (r.ok ? ((await r.json()).data[0]?.name ?? null) : null))
      .catch(() => null);
    translatedNames.set(id, name);
  }
  return name;
}

/** "You solved …" with the challenge's name as the student reads it (the server translates by the language cookie). */
function SolvedText({ challengeKey, english }: { challengeKey: string; english: string }) {
  const { t, i18n } = useTranslation();
  const [name, setName] = useState(english);
  useEffect(() => {
    if (i18n.language === "en") return;
    let live = true;
    void nameIn(i18n.language, challengeKey).then((shown) => live && shown && setName(shown));
    return () => {
      live = false;
    };
  }, [i18n.language, challengeKey]);
  return <>{t("CHALLENGE_SOLVED", { challenge: name })}</>;
}

/** Solved-challenge cards and the server-restarted card, top of the page. */
export function Notifications({ config, countries }: { config: AppConfig; countries: CountryMapping }) {
  const { t } = useTranslation();
  const { notifications, restart, close, closeAll, dismissRestart, resetProgress } = useGame();
  const countryMode = config.ctf.showCountryDetailsInNotifications;

  if (notifications.length === 0 && !restart) return null;
  return (
    <Stack as="section" aria-label={t("LABEL_NOTIFICATIONS")} aria-live="polite" gap="2" px="4" pt="3" maxW="5xl" mx="auto" w="full">
      {restart && (
        <Box role="status" bg="blue.900" color="blue.50" borderRadius="md" p="3" data-testid="server-started">
          <HStack justify="space-between" align="start">
            <Stack gap="1">
              <Text fontWeight="semibold">{t("NOTIFICATION_SERVER_STARTED")}</Text>
              <Text>
                {restart.status === "restored"
                  ? t("AUTO_RESTORED_PROGRESS")
                  : restart.status === "failed"
                    ? t("AUTO_RESTORE_PROGRESS_FAILED", { error: restart.error })
                    : t("PROGRESS_RESET")}
              </Text>
            </Stack>
            <HStack>
              <Button size="xs" variant="outline" colorPalette="blue" disabled={restart.status === "reset"} onClick={resetProgress} title={t("RESET_HACKING_PROGRESS")}>
                {t("BTN_RESET")}
              </Button>
              <CloseButton size="xs" aria-label={t("CLOSE")} onClick={dismissRestart} />
            </HStack>
          </HStack>
        </Box>
      )}
      {notifications.map(({ id, event }) => {
        const country = countries[event.key];
        return (
          <Box key={id} role="status" bg="green.900" color="green.50" borderRadius="md" p="3" data-testid="challenge-solved">
            <HStack justify="space-between" align="start">
              <Stack gap="0">
                <Text>
                  {country && (countryMode === "flag" || countryMode === "both") && (
                    <span role="img" aria-label={country.name}>
                      {flagEmoji(country.code)}{" "}
                    </span>
                  )}
                  <SolvedText challengeKey={event.key} english={event.challenge} />
                  {country && (countryMode === "name" || countryMode === "both") && ` (${country.name})`}
                </Text>
                {config.ctf.showFlagsInNotifications && <FlagLine flag={event.flag} />}
              </Stack>
              <CloseButton
                size="xs"
                aria-label={t("CLOSE")}
                title={t("NOTIFICATION_CLOSE_HINT")}
                onClick={(e: MouseEvent) => (e.shiftKey ? closeAll() : close(id))}
              />
            </HStack>
          </Box>
        );
      })}
    </Stack>
  );
}
