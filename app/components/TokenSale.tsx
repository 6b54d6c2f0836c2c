import { Accordion, Badge, Box, Button, Card, Heading, HStack, Link, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "../i18n";
import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "../root";

function Coin() {
  return (
    <svg width="120" height="120" viewBox="0 0 120 120" role="img" aria-hidden="true">
      <circle cx="60" cy="60" r="56" fill="#f59e0b" />
      <circle cx="60" cy="60" r="46" fill="#fbbf24" stroke="#b45309" strokeWidth="3" strokeDasharray="6 4" />
      <path d="M60 30c-12 0-20 9-20 19 0 13 20 19 20 41 0-22 20-28 20-41 0-10-8-19-20-19z" fill="#fb923c" stroke="#9a3412" strokeWidth="3" />
      <path d="M60 36v44" stroke="#9a3412" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

const faq = ["WHEN", "HOW", "WHY", "RISK"] as const;
const phases = [
  { key: "SEED", bonus: 50 },
  { key: "PRESALE", bonus: 25 },
  { key: "PUBLIC", bonus: 0 },
] as const;

/**
 * Spec part 1 §2: the coin offering's page (whitepaper links, sales pitch and FAQ) with the
 * configured coin name. No link leads here; the route that does is scrambled.
 */
export default function TokenSale() {
  const { t } = useTranslation();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const coin = root?.config.application.altcoinName ?? "Squeezecoin";
  return (
    <Stack gap="6" maxW="5xl" mx="auto" data-testid="token-sale">
      {/* This page's own spacer: the server learns from it that the page was found. */}
      <img src="/assets/public/images/padding/56px.png" alt="" width={1} height={1} style={{ position: "absolute" }} />
      <Card.Root overflow="hidden">
        <Card.Body>
          <HStack gap="6" align="center" flexDirection={{ base: "column", md: "row" }} textAlign={{ base: "center", md: "start" }}>
            <Coin />
            <Stack gap="3">
              <Badge alignSelf={{ base: "center", md: "start" }} colorPalette="orange" variant="solid">
                {t("TOKENSALE_BADGE")}
              </Badge>
              <Heading as="h1" size="2xl">
                {t("TOKENSALE_TITLE", { coin })}
              </Heading>
              <Text color="fg.muted">{t("TOKENSALE_PITCH", { coin })}</Text>
              <HStack gap="3" wrap="wrap" justify={{ base: "center", md: "start" }}>
                <Button asChild colorPalette="orange">
                  <a href="#whitepaper">{t("TOKENSALE_READ_WHITEPAPER")}</a>
                </Button>
                <Button asChild variant="outline">
                  <a href="#faq">{t("TOKENSALE_FAQ")}</a>
                </Button>
              </HStack>
            </Stack>
          </HStack>
        </Card.Body>
      </Card.Root>

      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" as="ol" listStyleType="none">
        {phases.map(({ key, bonus }) => (
          <Card.Root as="li" key={key}>
            <Card.Body gap="1">
              <Heading as="h2" size="md">
                {t(`TOKENSALE_PHASE_${key}`)}
              </Heading>
              <Text fontSize="2xl" fontWeight="bold" color="orange.300">
                {bonus > 0 ? t("TOKENSALE_BONUS", { bonus }) : t("TOKENSALE_NO_BONUS")}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {t(`TOKENSALE_PHASE_${key}_TEXT`, { coin })}
              </Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>

      <Card.Root id="whitepaper">
        <Card.Header>
          <Heading as="h2" size="lg">
            {t("TOKENSALE_WHITEPAPER", { coin })}
          </Heading>
        </Card.Header>
        <Card.Body gap="3">
          <Text>{t("TOKENSALE_WHITEPAPER_ABSTRACT", { coin })}</Text>
          <Box as="ul" ps="5" listStyleType="disc">
            <li>
              <Link href="#whitepaper-consensus">{t("TOKENSALE_WHITEPAPER_CONSENSUS")}</Link>
            </li>
            <li>
              <Link href="#whitepaper-supply">{t("TOKENSALE_WHITEPAPER_SUPPLY")}</Link>
            </li>
          </Box>
          <Text id="whitepaper-consensus">{t("TOKENSALE_CONSENSUS_TEXT", { coin })}</Text>
          <Text id="whitepaper-supply">{t("TOKENSALE_SUPPLY_TEXT", { coin })}</Text>
        </Card.Body>
      </Card.Root>

      <Card.Root id="faq">
        <Card.Header>
          <Heading as="h2" size="lg">
            {t("TOKENSALE_FAQ")}
          </Heading>
        </Card.Header>
        <Card.Body>
          <Accordion.Root collapsible multiple>
            {faq.map((key) => (
              <Accordion.Item key={key} value={key}>
                <Accordion.ItemTrigger>
                  <Box flex="1" textAlign="start">
                    {t(`TOKENSALE_FAQ_${key}_Q`, { coin })}
                  </Box>
                  <Accordion.ItemIndicator />
                </Accordion.ItemTrigger>
                <Accordion.ItemContent>
                  <Accordion.ItemBody color="fg.muted">{t(`TOKENSALE_FAQ_${key}_A`, { coin })}</Accordion.ItemBody>
                </Accordion.ItemContent>
              </Accordion.Item>
            ))}
          </Accordion.Root>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
