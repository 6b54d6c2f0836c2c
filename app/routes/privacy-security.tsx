import { Box, Heading, Stack } from "@chakra-ui/react";
import { NavLink, Outlet } from "react-router";
import { Guarded } from "../components/Forbidden";
import { tDefault, useTranslation } from "../i18n";
import { accountLinks } from "../lib/account-links";

export const meta = () => [{ title: tDefault("TITLE_PRIVACY_SECURITY") }];

export default function PrivacySecurity() {
  const { t } = useTranslation();
  return (
    <Guarded>
      <Stack direction={{ base: "column", md: "row" }} gap="6" align="start">
        <Box as="nav" aria-label={t("TITLE_PRIVACY_SECURITY")} minW={{ md: "56" }} w={{ base: "full", md: "auto" }}>
          <Heading as="h2" size="sm" mb="2" color="fg.muted">
            {t("TITLE_PRIVACY_SECURITY")}
          </Heading>
          <Stack gap="1" className="squeeze-subnav">
            {accountLinks.privacyAndSecurity.map((link) => (
              <NavLink key={link.to} to={link.to} className="squeeze-nav-entry">
                {t(link.key)}
              </NavLink>
            ))}
          </Stack>
        </Box>
        <Box flex="1" minW="0" w="full">
          <Outlet />
        </Box>
      </Stack>
    </Guarded>
  );
}
