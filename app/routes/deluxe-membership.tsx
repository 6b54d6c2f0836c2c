import { Alert, Box, Button, Card, Heading, Image, SimpleGrid, Spinner, Stack, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { decalFolder } from "../../worker/challenges/catalogue/svg-injection";
import { Guarded } from "../components/Forbidden";
import { RocketIcon, StarIcon, StoreIcon } from "../components/icons";
import { tDefault, useTranslation } from "../i18n";
import { browserApi, errorText } from "../lib/api";
import { money } from "../lib/checkout";
import { useGame } from "../lib/game";

export const meta = () => [{ title: tDefault("TITLE_DELUXE_MEMBERSHIP") }];

const defaultDecal = "squeeze-deluxe-decal.svg";

/**
 * The membership's decal. `?testDecal=` previews another one (left in from the design phase); the
 * page reports what it showed once the image has loaded.
 */
function Decal() {
  const { t } = useTranslation();
  const { send } = useGame();
  const [params] = useSearchParams();
  const testDecal = params.get("testDecal");
  // vuln-code-snippet start svgInjectionChallenge
  // The preview name goes into the image address unchecked: "../" climbs out of the decal folder,
  // to the shop's /redirect and from there to any site its allowlist check lets through.
  const src = `${decalFolder}${testDecal ?? defaultDecal}`; // vuln-code-snippet vuln-line svgInjectionChallenge
  // vuln-code-snippet end svgInjectionChallenge
  return (
    <Image
      src={src}
      alt={t("DELUXE_DECAL")}
      maxW="xs"
      mx="auto"
      data-testid="deluxe-decal"
      onLoad={() => testDecal !== null && send({ type: "verifySvgInjectionChallenge", data: testDecal })}
    />
  );
}

const features = [
  { icon: StarIcon, title: "DELUXE_DEALS_TITLE", text: "DELUXE_DEALS_TEXT" },
  { icon: RocketIcon, title: "DELUXE_DELIVERY_TITLE", text: "DELUXE_DELIVERY_TEXT" },
  { icon: StoreIcon, title: "DELUXE_UNLIMITED_TITLE", text: "DELUXE_UNLIMITED_TEXT" },
] as const;

function Membership() {
  const { t } = useTranslation();
  const [cost, setCost] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    void browserApi()
      .rest["deluxe-membership"].$get()
      .then(async (response) => {
        if (response.ok) setCost((await response.json()).data.membershipCost);
        else setError(await errorText(response));
      });
  }, []);
  return (
    <Stack gap="6" maxW="5xl" mx="auto">
      <Heading as="h1" size="xl">
        {t("TITLE_DELUXE_MEMBERSHIP")}
      </Heading>
      <Decal />
      {error && (
        <Alert.Root status="error" role="alert" data-testid="deluxe-error">
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
        </Alert.Root>
      )}
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {features.map(({ icon: Icon, title, text }) => (
          <Card.Root key={title} as="article">
            <Card.Body gap="2">
              <Icon boxSize="6" color="orange.300" aria-hidden />
              <Card.Title as="h2" fontSize="md">
                {t(title)}
              </Card.Title>
              <Text color="fg.muted">{t(text)}</Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
      {!error && (
        <Box textAlign="center">
          {cost === null ? (
            <Spinner aria-label={t("LOADING")} />
          ) : (
            <Stack align="center" gap="3">
              <Text fontSize="lg" data-testid="membership-cost">
                {t("DELUXE_COST", { cost: money(cost) })}
              </Text>
              <Button asChild colorPalette="orange" size="lg">
                <Link to="/payment/deluxe">{t("BTN_BECOME_MEMBER")}</Link>
              </Button>
            </Stack>
          )}
        </Box>
      )}
    </Stack>
  );
}

/** Deluxe membership (spec part 2 §2): cost, three feature cards, and the way to pay. */
export default function DeluxeMembership() {
  return (
    <Guarded>
      <Membership />
    </Guarded>
  );
}
