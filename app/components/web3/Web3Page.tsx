import { Box, Heading, Spinner, Stack } from "@chakra-ui/react";
import type { ComponentType, ReactNode } from "react";
import { useTranslation } from "../../i18n";
import { useHydrated } from "../../lib/hydrated";

/**
 * The frame of a Web3 page. Its body needs the wallet's key, which lives in the browser, so it
 * renders only there: the body is a `.client` module (React Router leaves it out of the server's
 * build), and the server sends the frame with a spinner. The body's code (signing, ABI, the page)
 * arrives with the route's own chunk, so neither the first page nor the server's render path
 * carries any of it.
 */
export function Web3Page({ title, body: Body, children }: { title: string; body: ComponentType | undefined; children?: ReactNode }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  return (
    <Box maxW="6xl" mx="auto" px={{ base: "3", md: "6" }} py={{ base: "4", md: "8" }}>
      <Stack gap="5">
        {children}
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        {hydrated && Body ? <Body /> : <Spinner aria-label={t("LOADING")} />}
      </Stack>
    </Box>
  );
}
