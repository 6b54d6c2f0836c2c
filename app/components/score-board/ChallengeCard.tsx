import { Badge, Box, Button, Card, chakra, HStack, Stack, Text, Wrap } from "@chakra-ui/react";
import { memo, useId, useState } from "react";
import { categoryLabel, tagLabel, useTranslation } from "../../i18n";
import { codingButton, statusOf, tagsOf, type BoardChallenge, type Status } from "../../lib/score-board";
import { CodeIcon, FlagIcon, LightbulbIcon, SchoolIcon, ShieldIcon, StarIcon } from "../icons";

export interface CardChallenge extends BoardChallenge {
  hintUrl: string | null;
  mitigationUrl: string | null;
}

export interface CardHint {
  id: number;
  text: string;
  unlocked: boolean;
}

/** What the whole board decides for every card; the handlers keep their identity between renders. */
export interface CardSettings {
  codingMode: "never" | "solved" | "always";
  showFlags: boolean;
  instructorEnabled: boolean;
  openCoding(key: string): void;
  unlockHint(id: number): void;
  startTutorial(key: string): void;
  repeatNotification(name: string): void;
}

const statusColors: Record<Status, string> = { solved: "green", "partially-solved": "yellow", unsolved: "gray" };

function Stars({ difficulty }: { difficulty: number }) {
  const { t } = useTranslation();
  return (
    <HStack gap="0" role="img" aria-label={t("DIFFICULTY", { difficulty })}>
      {Array.from({ length: difficulty }, (_, i) => (
        <StarIcon key={i} boxSize="4" color="yellow.400" />
      ))}
    </HStack>
  );
}

function Hints({ hints, hintUrl, unlockHint }: { hints: readonly CardHint[]; hintUrl: string | null; unlockHint: (id: number) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panel = useId();
  const unlocked = hints.filter((h) => h.unlocked);
  const nextLocked = hints.find((h) => !h.unlocked);
  return (
    <>
      <Button size="xs" variant="outline" aria-expanded={open} aria-controls={panel} onClick={() => setOpen((o) => !o)}>
        <LightbulbIcon boxSize="4" />
        {t("HINTS_UNLOCKED", { unlocked: unlocked.length, total: hints.length })}
      </Button>
      {open && (
        <Stack id={panel} gap="2" w="full" bg="bg.muted" borderRadius="md" p="2" fontSize="sm">
          {unlocked.length === 0 && <Text color="fg.muted">{t("NO_HINT_UNLOCKED")}</Text>}
          {unlocked.length > 0 && (
            <Box as="ol" ps="5" listStyleType="decimal">
              {unlocked.map((h) => (
                <li key={h.id}>{h.text}</li>
              ))}
            </Box>
          )}
          <HStack gap="2" wrap="wrap">
            {nextLocked && (
              <Button size="xs" colorPalette="orange" onClick={() => unlockHint(nextLocked.id)}>
                {t("UNLOCK_HINT", { number: unlocked.length + 1 })}
              </Button>
            )}
            {hintUrl && (
              <chakra.a href={hintUrl} target="_blank" rel="noopener noreferrer" textDecoration="underline">
                {t("HINT_LINK")}
              </chakra.a>
            )}
          </HStack>
        </Stack>
      )}
    </>
  );
}

/** One challenge on the board: what it is, how hard, its state, and what can be done with it. */
export const ChallengeCard = memo(function ChallengeCard({
  challenge: c,
  hints,
  settings,
}: {
  challenge: CardChallenge;
  hints: readonly CardHint[];
  settings: CardSettings;
}) {
  const { t } = useTranslation();
  const status = statusOf(c);
  const coding = codingButton(settings.codingMode, c);
  const statusLabel = { solved: t("STATUS_SOLVED"), "partially-solved": t("STATUS_PARTIALLY_SOLVED"), unsolved: t("STATUS_UNSOLVED") }[status];
  return (
    <Card.Root as="article" aria-label={c.name} data-testid={`challenge-${c.key}`} data-solved={c.solved} data-status={status} size="sm">
      <Card.Body gap="2">
        <HStack justify="space-between" align="start" gap="2">
          <Stack gap="0" minW="0">
            <Text fontSize="xs" color="fg.muted">
              {categoryLabel(t, c.category)}
            </Text>
            <Card.Title as="h2" fontSize="md">
              {c.name}
            </Card.Title>
          </Stack>
          <Badge colorPalette={statusColors[status]} variant={status === "unsolved" ? "outline" : "subtle"} flexShrink={0}>
            {statusLabel}
          </Badge>
        </HStack>
        <Stars difficulty={c.difficulty} />
        {/* Descriptions are our own catalogue's HTML. */}
        <Text className="squeeze-description" fontSize="sm" dangerouslySetInnerHTML={{ __html: c.description }} />
        {tagsOf(c).length > 0 && (
          <HStack gap="1" wrap="wrap" aria-label={t("LABEL_TAGS")}>
            {tagsOf(c).map((tag) => (
              <Badge key={tag} size="sm" variant="subtle">
                {tagLabel(t, tag)}
              </Badge>
            ))}
          </HStack>
        )}
        <Wrap gap="2" align="center">
          {c.disabledEnv && (
            // A missing service's explanation is a sentence (how to provide it): it wraps.
            <Badge colorPalette="red" variant="subtle" whiteSpace="normal" h="auto" py="0.5" title={t("CHALLENGE_UNAVAILABLE", { env: c.disabledEnv })}>
              {t("CHALLENGE_UNAVAILABLE", { env: c.disabledEnv })}
            </Badge>
          )}
          {coding !== "hidden" && (
            <Button
              size="xs"
              variant="outline"
              colorPalette={c.codingChallengeStatus === 2 ? "green" : "gray"}
              disabled={coding === "disabled"}
              title={coding === "disabled" ? t("CODING_LOCKED") : undefined}
              aria-label={t("CODING_CHALLENGE_BUTTON", { status: c.codingChallengeStatus })}
              onClick={() => settings.openCoding(c.key)}
              data-testid="coding-button"
            >
              <CodeIcon boxSize="4" />
              {t("CODING_CHALLENGE_STATUS", { status: c.codingChallengeStatus })}
            </Button>
          )}
          {c.tutorialOrder !== null && settings.instructorEnabled && (
            <Button size="xs" variant="outline" onClick={() => settings.startTutorial(c.key)}>
              <SchoolIcon boxSize="4" />
              {t("START_TUTORIAL")}
            </Button>
          )}
          {hints.length > 0 && <Hints hints={hints} hintUrl={c.hintUrl} unlockHint={settings.unlockHint} />}
          {c.solved && c.mitigationUrl && (
            <chakra.a href={c.mitigationUrl} target="_blank" rel="noopener noreferrer" fontSize="xs" textDecoration="underline" display="inline-flex" alignItems="center" gap="1">
              <ShieldIcon boxSize="4" />
              {t("MITIGATION_LINK")}
            </chakra.a>
          )}
          {c.solved && settings.showFlags && (
            <Button size="xs" variant="ghost" onClick={() => settings.repeatNotification(c.name)}>
              <FlagIcon boxSize="4" />
              {t("REPEAT_NOTIFICATION")}
            </Button>
          )}
        </Wrap>
      </Card.Body>
    </Card.Root>
  );
});
