import { Badge, Box, Card, Heading, HStack, Progress, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/score-board";
import { StarIcon } from "../components/icons";
import { tDefault } from "../i18n";
import { useGame } from "../lib/game";

export const meta = () => [{ title: tDefault("TITLE_SCORE_BOARD") }];

export async function loader({ context }: Route.LoaderArgs) {
  const response = await context.api.api.Challenges.$get({ query: {} });
  if (!response.ok) throw new Response("The challenges could not be loaded.", { status: 503 });
  return { challenges: (await response.json()).data };
}

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

/** The hidden score board: every challenge and its live solved state. */
export default function ScoreBoard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { solvedLive } = useGame();
  const challenges = loaderData.challenges.map((c) => ({ ...c, solved: c.solved || solvedLive.has(c.key) }));
  const solved = challenges.filter((c) => c.solved).length;
  const percent = challenges.length ? Math.round((solved / challenges.length) * 100) : 0;

  return (
    <Stack gap="5">
      {/* Spacer image: loading it tells the server this hidden screen was found. */}
      <img src="/assets/public/images/padding/1px.png" alt="" width={1} height={1} style={{ position: "absolute" }} />
      <Heading as="h1" size="xl">
        {t("TITLE_SCORE_BOARD")}
      </Heading>
      <Box maxW="md">
        <Progress.Root value={percent} colorPalette="green" aria-label={t("SCORE_BOARD_SOLVED", { solved, total: challenges.length })}>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <Text mt="1" fontSize="sm" data-testid="solved-count">
          {t("SCORE_BOARD_SOLVED", { solved, total: challenges.length })}
        </Text>
      </Box>
      <div className="squeeze-challenge-grid">
        {challenges.map((c) => (
          <Card.Root key={c.key} as="article" aria-label={c.name} data-testid={`challenge-${c.key}`} data-solved={c.solved}>
            <Card.Body gap="2" p="4">
              <HStack justify="space-between" align="start">
                <Stack gap="0">
                  <Text fontSize="xs" color="fg.muted">
                    {c.category}
                  </Text>
                  <Card.Title as="h2" fontSize="md">
                    {c.name}
                  </Card.Title>
                </Stack>
                <Badge colorPalette={c.solved ? "green" : "gray"} variant={c.solved ? "subtle" : "outline"}>
                  {c.solved ? t("STATUS_SOLVED") : t("STATUS_UNSOLVED")}
                </Badge>
              </HStack>
              <Stars difficulty={c.difficulty} />
              {/* Descriptions are our own catalogue's HTML. */}
              <Text className="squeeze-description" fontSize="sm" dangerouslySetInnerHTML={{ __html: c.description }} />
              {c.tags && (
                <HStack gap="1" wrap="wrap">
                  {c.tags.split(",").map((tag) => (
                    <Badge key={tag} size="sm" variant="subtle">
                      {tag}
                    </Badge>
                  ))}
                </HStack>
              )}
            </Card.Body>
          </Card.Root>
        ))}
      </div>
    </Stack>
  );
}
