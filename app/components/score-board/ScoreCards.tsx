import { Box, Card, Heading, Progress, SimpleGrid, Text } from "@chakra-ui/react";
import { useTranslation } from "../../i18n";
import type { DifficultySummary, Progress as Score } from "../../lib/score-board";
import { DifficultyChart } from "./DifficultyChart";

function ScoreCard({ title, score, detail, testId }: { title: string; score: Score; detail: string; testId: string }) {
  return (
    <Card.Root size="sm" data-testid={testId}>
      <Card.Body gap="2">
        <Heading as="h2" size="sm" color="fg.muted">
          {title}
        </Heading>
        <Text fontSize="3xl" fontWeight="bold" lineHeight="1">
          {score.percent}%
        </Text>
        <Progress.Root value={score.percent} size="sm" colorPalette="green" aria-label={`${title}: ${detail}`}>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <Text fontSize="sm" color="fg.muted">
          {detail}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

/** Hacking progress, coding progress (two parts per coding challenge) and the difficulty overview. */
export function ScoreCards({ hacking, coding, difficulties }: { hacking: Score; coding: Score; difficulties: readonly DifficultySummary[] }) {
  const { t } = useTranslation();
  const chartLabel = [
    t("DIFFICULTY_OVERVIEW"),
    ...difficulties.map((d) => t("DIFFICULTY_SUMMARY", { difficulty: d.difficulty, solved: d.solved, available: d.available })),
  ].join("; ");
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
      <ScoreCard
        title={t("HACKING_CHALLENGES")}
        score={hacking}
        detail={t("CHALLENGES_SOLVED", { solved: hacking.solved, total: hacking.total })}
        testId="hacking-score"
      />
      <ScoreCard
        title={t("CODING_CHALLENGES")}
        score={coding}
        detail={t("CODING_PARTS_SOLVED", { solved: coding.solved, total: coding.total })}
        testId="coding-score"
      />
      <Card.Root size="sm">
        <Card.Body gap="1">
          <Heading as="h2" size="sm" color="fg.muted">
            {t("DIFFICULTY_OVERVIEW")}
          </Heading>
          <Box maxW="sm">
            <DifficultyChart summaries={difficulties} label={chartLabel} />
          </Box>
        </Card.Body>
      </Card.Root>
    </SimpleGrid>
  );
}
