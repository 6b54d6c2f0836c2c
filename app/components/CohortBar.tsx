import { Box, CloseButton, HStack, Stack, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { useTranslation } from "../i18n/core";
import { useGame } from "../lib/game";

/** "1:02:03" or "4:05": hours only when there are any. */
function countdown(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (n: number) => String(n).padStart(2, "0");
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

/** The time now, every second while a clock runs; null until hydrated (the server renders no clock). */
function useNow(running: boolean): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}

/**
 * In cohort mode: which cohort this shop belongs to, the event clock counting down to its end,
 * and the trainer's messages. Nothing outside cohort mode.
 */
export function CohortBar() {
  const { t } = useTranslation();
  const { cohort, cohortMessages, closeCohortMessage } = useGame();
  const endsAt = cohort?.endsAt ? Date.parse(cohort.endsAt) : null;
  const now = useNow(endsAt !== null);
  if (!cohort) return null;
  const ended = endsAt !== null && now !== null && now >= endsAt;
  return (
    <Stack gap="2" px="4" pt="3" maxW="5xl" mx="auto" w="full" data-testid="cohort-bar">
      <HStack justify="space-between" wrap="wrap" gap="2" bg="bg.muted" borderRadius="md" px="3" py="2" fontSize="sm">
        <Text>{t("COHORT_WELCOME", { cohort: cohort.name, student: cohort.student })}</Text>
        {endsAt !== null && now !== null && (
          <Text role="timer" aria-label={t("COHORT_CLOCK")} aria-live="off" fontWeight="semibold" data-testid="cohort-clock">
            {ended ? t("COHORT_ENDED") : t("COHORT_ENDS_IN", { time: countdown(endsAt - now) })}
          </Text>
        )}
      </HStack>
      <Box aria-live="polite">
        {cohortMessages.map((m) => (
          <Box key={m.id} role="status" bg="orange.900" color="orange.50" borderRadius="md" p="3" mb="2" data-testid="cohort-message">
            <HStack justify="space-between" align="start">
              <Stack gap="0">
                <Text fontWeight="semibold">{t("COHORT_MESSAGE_FROM_TRAINER")}</Text>
                <Text whiteSpace="pre-wrap">{m.message}</Text>
              </Stack>
              <CloseButton size="xs" aria-label={t("CLOSE")} onClick={() => closeCohortMessage(m.id)} />
            </HStack>
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
