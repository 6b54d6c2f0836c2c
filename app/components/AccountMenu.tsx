import { Button, Menu, Portal } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "../i18n/core";
import { useNavigate } from "react-router";
import { useSessionUser } from "../lib/auth";
import { logout } from "../lib/logout";
import { accountLinks, type AccountLink } from "../lib/account-links";

function Submenu({ label, links, onSelect }: { label: string; links: readonly AccountLink[]; onSelect: (to: string) => void }) {
  const { t } = useTranslation();
  return (
    <Menu.Root positioning={{ placement: "left-start", gutter: 2 }} onSelect={({ value }) => onSelect(value)}>
      <Menu.TriggerItem>{label}</Menu.TriggerItem>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            {links.map((link) => (
              <Menu.Item key={link.to} value={link.to}>
                {t(link.key)}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/**
 * The account menu (spec part 1 §2). Logged out: Login. Logged in: the email (the profile),
 * Accounting for the accounting role, the Orders and Payment and the Privacy and Security
 * submenus, and Logout.
 */
export default function AccountMenu({ trigger, defaultOpen }: { trigger: ReactNode; defaultOpen: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSessionUser();
  const select = (value: string) => {
    if (value === "logout") void logout().then(() => navigate("/"));
    // The profile page is rendered by the server: a full page load.
    else if (value === "/profile") window.location.assign("/profile");
    else navigate(value);
  };
  return (
    <Menu.Root defaultOpen={defaultOpen} onSelect={({ value }) => select(value)}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label={t("NAV_ACCOUNT")} data-tutorial="account-menu">
          {trigger}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            {user ? (
              <>
                <Menu.Item value="/profile" data-testid="account-email">
                  {user.email}
                </Menu.Item>
                {user.role === "accounting" && <Menu.Item value="/accounting">{t("TITLE_ACCOUNTING")}</Menu.Item>}
                <Submenu label={t("NAV_ORDERS_AND_PAYMENT")} links={accountLinks.ordersAndPayment} onSelect={select} />
                <Submenu label={t("NAV_PRIVACY_AND_SECURITY")} links={accountLinks.privacyAndSecurity} onSelect={select} />
                <Menu.Separator />
                <Menu.Item value="logout">{t("NAV_LOGOUT")}</Menu.Item>
              </>
            ) : (
              <Menu.Item value="/login">{t("NAV_LOGIN")}</Menu.Item>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
