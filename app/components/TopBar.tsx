import { Box, Button, Flex, HStack, IconButton, Image, Input, Menu, Portal, Text } from "@chakra-ui/react";
import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import type { AppConfig } from "../../worker/config";
import { clearLogin, useSessionUser } from "../lib/auth";
import { AccountIcon, LanguageIcon, MenuIcon, SearchIcon } from "./icons";
import { LanguageMenu } from "./LanguageMenu";

function SearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    navigate(`/search?q=${encodeURIComponent(input.current?.value ?? "")}`);
  };
  return (
    <HStack as="form" role="search" onSubmit={submit} gap="1">
      {open && (
        <Input
          ref={input}
          name="q"
          size="sm"
          w={{ base: "36", md: "64" }}
          placeholder={t("SEARCH_PLACEHOLDER")}
          aria-label={t("SEARCH_PLACEHOLDER")}
          autoFocus
          onKeyDown={(e) => e.key === "Escape" && setOpen(false)}
        />
      )}
      <IconButton
        variant="ghost"
        aria-label={open ? t("CLOSE_SEARCH") : t("OPEN_SEARCH")}
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        type="button"
      >
        <SearchIcon />
      </IconButton>
    </HStack>
  );
}

function AccountMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSessionUser();
  return (
    <Menu.Root
      onSelect={({ value }) => {
        if (value === "login") navigate("/login");
        if (value === "logout") {
          clearLogin();
          navigate("/");
        }
      }}
    >
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label={t("NAV_ACCOUNT")}>
          <AccountIcon />
          <Text display={{ base: "none", md: "inline" }}>{t("NAV_ACCOUNT")}</Text>
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

/** The shop's top bar: menu toggle, logo and name, search, account and language menus. */
export function TopBar({ config, onOpenMenu }: { config: AppConfig; onOpenMenu: () => void }) {
  const { t } = useTranslation();
  return (
    <Box as="header" bg="bg.panel" borderBottomWidth="1px" position="sticky" top="0" zIndex="docked">
      <Flex as="nav" aria-label="Main" align="center" gap="2" px="2" h="14">
        <IconButton variant="ghost" aria-label={t("OPEN_SIDENAV")} onClick={onOpenMenu}>
          <MenuIcon />
        </IconButton>
        <Link to="/search" aria-label={t("BACK_HOME")}>
          <HStack gap="2">
            <Image src={config.application.logo} alt="" boxSize="8" />
            <Text fontWeight="bold" fontSize="lg" display={{ base: "none", sm: "block" }}>
              {config.application.name}
            </Text>
          </HStack>
        </Link>
        <Box flex="1" />
        <SearchBox />
        <AccountMenu />
        <LanguageMenu icon={<LanguageIcon />} />
      </Flex>
    </Box>
  );
}
