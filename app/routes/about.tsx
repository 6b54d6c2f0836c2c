import { Box, Button, Heading, HStack, IconButton, Stack, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { useRouteLoaderData } from "react-router";
import type { Route } from "./+types/about";
import { Stars } from "../components/Stars";
import { tDefault, useTranslation } from "../i18n";
import type { loader as rootLoader } from "../root";

export const meta = () => [{ title: tDefault("TITLE_ABOUT") }];

export async function loader({ context }: Route.LoaderArgs) {
  const response = await context.api.api.Feedbacks.$get();
  return { feedback: response.ok ? (await response.json()).data : [] };
}

/** The carousel's seven backgrounds (spec part 1 §9), drawn by scripts/make-pictures.mjs. */
const backgrounds = [1, 2, 3, 4, 5, 6, 7].map((n) => `/assets/public/images/carousel/carousel-${n}.${n === 5 ? "png" : "jpg"}`);
const slideMs = 6000;

type Feedback = Route.ComponentProps["loaderData"]["feedback"][number];

/** Customer feedback, one at a time over the backgrounds, turning by itself (pausable; not with reduced motion). */
function FeedbackCarousel({ feedback }: { feedback: Feedback[] }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) setPlaying(false);
  }, []);
  useEffect(() => {
    if (!playing || held || feedback.length < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % feedback.length), slideMs);
    return () => clearInterval(timer);
  }, [playing, held, feedback.length]);
  if (feedback.length === 0) return <Text color="fg.muted">{t("NO_FEEDBACK_YET")}</Text>;
  const shown = feedback[index % feedback.length]!;
  return (
    <Box
      as="section"
      aria-roledescription="carousel"
      aria-label={t("CUSTOMER_FEEDBACK")}
      position="relative"
      borderRadius="lg"
      overflow="hidden"
      minH={{ base: "56", md: "64" }}
      bgImage={`url(${backgrounds[index % backgrounds.length]})`}
      bgSize="cover"
      bgPos="center"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
      data-testid="feedback-carousel"
    >
      <Stack
        aria-live={playing && !held ? "off" : "polite"}
        gap="3"
        m={{ base: "4", md: "8" }}
        p={{ base: "4", md: "6" }}
        bg="blackAlpha.800"
        color="white"
        borderRadius="md"
        maxW="2xl"
      >
        {/* vuln-code-snippet start persistedXssFeedbackChallenge */}
        {/* Comments are shown as HTML, trusting the server's sanitizer (which is single-pass). */}
        <Text fontSize={{ base: "md", md: "lg" }} dangerouslySetInnerHTML={{ __html: shown.comment }} data-testid="carousel-comment" /> {/* vuln-code-snippet vuln-line persistedXssFeedbackChallenge */}
        {/* vuln-code-snippet end persistedXssFeedbackChallenge */}
        <Stars rating={shown.rating} />
      </Stack>
      <HStack position="absolute" bottom="3" insetEnd="3" gap="2">
        <IconButton size="sm" variant="solid" colorPalette="gray" aria-label={t("PREVIOUS_FEEDBACK")} onClick={() => setIndex((i) => (i - 1 + feedback.length) % feedback.length)}>
          <span className="squeeze-points">‹</span>
        </IconButton>
        <Button size="sm" variant="solid" colorPalette="gray" onClick={() => setPlaying((p) => !p)} aria-pressed={!playing}>
          {playing ? t("PAUSE") : t("PLAY")}
        </Button>
        <IconButton size="sm" variant="solid" colorPalette="gray" aria-label={t("NEXT_FEEDBACK")} onClick={() => setIndex((i) => (i + 1) % feedback.length)}>
          <span className="squeeze-points">›</span>
        </IconButton>
      </HStack>
    </Box>
  );
}

const socialNetworks = [
  ["blueSkyUrl", "Bluesky"],
  ["mastodonUrl", "Mastodon"],
  ["twitterUrl", "X"],
  ["facebookUrl", "Facebook"],
  ["slackUrl", "Slack"],
  ["redditUrl", "Reddit"],
  ["pressKitUrl", "SOCIAL_PRESS_KIT"],
  ["nftUrl", "SOCIAL_NFT"],
] as const;

/** The about page (spec part 1 §2): who we are, what customers say, the terms, and where to follow us. */
export default function About({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const social = root?.config.application.social;
  const links = socialNetworks.filter(([field]) => social?.[field]);
  return (
    <Stack gap="6" maxW="4xl" mx="auto" py={{ base: "2", md: "6" }}>
      <Heading as="h1" size="2xl">
        {t("TITLE_ABOUT")}
      </Heading>
      <Stack gap="3" color="fg.muted" fontSize="md">
        <Text>{t("ABOUT_STORY_1")}</Text>
        <Text>{t("ABOUT_STORY_2")}</Text>
        <Text>
          {t("ABOUT_TERMS_BEFORE")}{" "}
          <a className="squeeze-link" href="/ftp/legal.md">
            {t("ABOUT_TERMS_LINK")}
          </a>
          . {t("ABOUT_LICENCES_BEFORE")}{" "}
          <a className="squeeze-link" href="/assets/third-party-licenses.txt">
            {t("ABOUT_LICENCES_LINK")}
          </a>
          .
        </Text>
      </Stack>
      <Heading as="h2" size="lg">
        {t("CUSTOMER_FEEDBACK")}
      </Heading>
      <FeedbackCarousel feedback={loaderData.feedback} />
      {links.length > 0 && (
        <Stack gap="2">
          <Heading as="h2" size="md">
            {t("FOLLOW_US")}
          </Heading>
          <HStack wrap="wrap" gap="2" data-testid="social-links">
            {links.map(([field, label]) => (
              <Button key={field} asChild variant="outline" size="sm">
                <a href={social![field]} target="_blank" rel="noopener noreferrer">
                  {label.startsWith("SOCIAL_") ? t(label) : label}
                </a>
              </Button>
            ))}
          </HStack>
        </Stack>
      )}
    </Stack>
  );
}
