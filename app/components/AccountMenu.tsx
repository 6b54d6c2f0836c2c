import { Button, Menu, Portal } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { clearLogin, useSessionUser } from "../lib/auth";

/** Logged out: Login. Logged in: the email and Logout. */
export default function AccountMenu({ trigger, defaultOpen }: { trigger: ReactNode; defaultOpen: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSessionUser();
  return (
    <Menu.Root
      defaultOpen={defaultOpen}
      onSelect={({ value }) => {
        if (value === "login") navigate("/login");
        if (value === "logout") {
          clearLogin();
          navigate("/");
        }
      }}
    >
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label={t("NAV_ACCOUNT")} data-tutorial="account-menu">
          {trigger}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            {user ? (
              <>
                <Menu.ItemGroup>
                  <Menu.ItemGroupLabel>{user.email}</Menu.ItemGroupLabel>
                </Menu.ItemGroup>
                <Menu.Item value="logout">{t("NAV_LOGOUT")}</Menu.Item>
              </>
            ) : (
              <Menu.Item value="login">{t("NAV_LOGIN")}</Menu.Item>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

