import { Box, Button, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "../i18n/core";
import { NavLink, useNavigate } from "react-router";
import { accountLinks } from "../lib/account-links";
import { useSessionUser } from "../lib/auth";
import { logout } from "../lib/logout";

/** The account menu's entries inside the side menu, for screens too narrow for the top bar's menu. */
export function SideMenuAccount({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSessionUser();
  const link = (to: string, label: string) => (
    <NavLink key={to} to={to} onClick={onNavigate} className="squeeze-nav-entry">
      {label}
    </NavLink>
  );
  return (
    <Box hideFrom="md" borderBottomWidth="1px" pb="3" mb="3" data-testid="side-menu-account">
      <Text fontSize="sm" color="fg.muted" px="3" mb="1">
        {t("NAV_ACCOUNT")}
      </Text>
      <Stack gap="1">
        {user ? (
          <>
            <a href="/profile" className="squeeze-nav-entry">
              {user.email}
            </a>
            {user.role === "accounting" && link("/accounting", t("TITLE_ACCOUNTING"))}
            {[...accountLinks.ordersAndPayment, ...accountLinks.privacyAndSecurity].map((l) => link(l.to, t(l.key)))}
            <Button
              variant="ghost"
              justifyContent="start"
              onClick={() => {
                onNavigate();
                void logout().then(() => navigate("/"));
              }}
            >
              {t("NAV_LOGOUT")}
            </Button>
          </>
        ) : (
          link("/login", t("NAV_LOGIN"))
        )}
      </Stack>
    </Box>
  );
}
