import { Heading, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "../i18n";
import { useSessionUser } from "../lib/auth";
import { useHydrated } from "../lib/hydrated";

/** The 403 page: shown in place, without changing the URL, with a translated reason. */
export function Forbidden({ error }: { error: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="2" py="12" align="center" textAlign="center" data-testid="forbidden">
      <Heading as="h1" size="3xl">
        403
      </Heading>
      <Text>{t(error, { defaultValue: t("UNAUTHORIZED_PAGE_ACCESS_ERROR") })}</Text>
    </Stack>
  );
}

/**
 * Lets its page through only for a signed-in user (with the role, if one is named); everyone else
 * sees the 403 page in its place. The token lives in the browser, so nothing shows before hydration.
 */
export function Guarded({ role, children }: { role?: "admin" | "accounting"; children: ReactNode }) {
  const user = useSessionUser();
  if (!useHydrated()) return null;
  if (!user) return <Forbidden error="UNAUTHORIZED_ACCESS_ERROR" />;
  if (role && user.role !== role) return <Forbidden error="UNAUTHORIZED_PAGE_ACCESS_ERROR" />;
  return children;
}
