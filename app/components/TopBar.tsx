import { Badge, Box, Button, Flex, HStack, IconButton, Image, Text } from "@chakra-ui/react";
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import type { AppConfig } from "../../worker/config";
import { languages, useTranslation } from "../i18n/core";
import { languageLabel } from "../i18n/labels";
import { useSessionUser } from "../lib/auth";
import { refreshBasketCount, useBasketCount } from "../lib/basket";
import { AccountIcon, BasketIcon, LanguageIcon, MenuIcon, SearchIcon } from "./shell-icons";
import { Input } from "./light-fields";

// The menus' machinery loads on first use, not with the page.
const AccountMenu = lazy(() => import("./AccountMenu"));
const LanguageMenu = lazy(() => import("./LanguageMenu"));

/** Looks like the menu's trigger; a click loads the menu and opens it. */
function MenuPlaceholder({ label, children, onOpen, tutorial }: { label: string; children: ReactNode; onOpen?: () => void; tutorial?: string }) {
  return (
    <Button variant="ghost" size="sm" aria-label={label} aria-haspopup="menu" onClick={onOpen} data-tutorial={tutorial}>
      {children}
    </Button>
  );
}

/** The account and language menus, with what goes between them (the spec's order). */
function LazyMenus({ between }: { between: ReactNode }) {
  const { t, i18n } = useTranslation();
  const [loaded, setLoaded] = useState<"account" | "language" | null>(null);
  const language = languages.find((l) => l.key === i18n.language) ?? languages[0];
  const accountTrigger = (
    <>
      <AccountIcon />
      <Text display={{ base: "none", md: "inline" }}>{t("NAV_ACCOUNT")}</Text>
    </>
  );
  const languageTrigger = (
    <>
      <LanguageIcon />
      {language.shortKey}
    </>
  );
  // The same look before the menu module arrives; only the first click has to load it.
  const accountButton = (onOpen?: () => void) => (
    <MenuPlaceholder label={t("NAV_ACCOUNT")} onOpen={onOpen} tutorial="account-menu">
      {accountTrigger}
    </MenuPlaceholder>
  );
  const languageButton = (onOpen?: () => void) => (
    <MenuPlaceholder label={languageLabel(t, language)} onOpen={onOpen}>
      {languageTrigger}
    </MenuPlaceholder>
  );
  if (!loaded) {
    return (
      <>
        {accountButton(() => setLoaded("account"))}
        {between}
        {languageButton(() => setLoaded("language"))}
      </>
    );
  }
  return (
    <>
      <Suspense fallback={accountButton()}>
        <AccountMenu trigger={accountTrigger} defaultOpen={loaded === "account"} />
      </Suspense>
      {between}
      <Suspense fallback={languageButton()}>
        <LanguageMenu trigger={languageTrigger} defaultOpen={loaded === "language"} />
      </Suspense>
    </>
  );
}

function SearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  // Closing the box must not drop the keyboard's focus onto the page body.
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
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
          data-tutorial="search-input"
          onKeyDown={(e) => {
            if (e.key !== "Escape") return;
            // Handled here: Escape closes the search box and nothing else (not a running tutorial).
            e.preventDefault();
            close();
          }}
        />
      )}
      <IconButton
        ref={toggle}
        variant="ghost"
        aria-label={open ? t("CLOSE_SEARCH") : t("OPEN_SEARCH")}
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        type="button"
        data-tutorial="search-toggle"
      >
        <SearchIcon />
      </IconButton>
    </HStack>
  );
}

/** The way to the basket, with how many items it holds (logged-in users only have one). */
function BasketButton() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const count = useBasketCount();
  const userId = user?.id;
  useEffect(() => {
    if (userId !== undefined) void refreshBasketCount();
  }, [userId]);
  if (!user) return null;
  return (
    <Button asChild variant="ghost" size="sm">
      <Link to="/basket" data-testid="basket-button">
        <BasketIcon />
        {/* Narrow screens keep the words for screen readers only. */}
        <Text srOnly={{ base: true, md: false }}>{t("YOUR_BASKET")}</Text>
        <Badge variant="solid" colorPalette="orange" rounded="full">
          <span data-testid="basket-count">{count ?? "·"}</span>
          <span className="squeeze-visually-hidden"> {t("LABEL_ITEMS")}</span>
        </Badge>
      </Link>
    </Button>
  );
}

/** The shop's top bar: menu toggle, logo and name, search, account and language menus. */
export function TopBar({ config, onOpenMenu }: { config: AppConfig; onOpenMenu: () => void }) {
  const { t } = useTranslation();
  return (
    <Box as="header" bg="bg.panel" borderBottomWidth="1px" position="sticky" top="0" zIndex="docked">
      <Flex as="nav" aria-label={t("LABEL_MAIN_NAVIGATION")} align="center" gap="2" px="2" h="14">
        <IconButton variant="ghost" aria-label={t("OPEN_SIDENAV")} onClick={onOpenMenu} data-tutorial="side-menu-toggle">
          <MenuIcon />
        </IconButton>
        {/* Named by its visible text (the shop's name), which narrow screens keep for screen readers only. */}
        <Link to="/search" title={t("BACK_HOME")}>
          <HStack gap="2">
            <Image src={config.application.logo} alt="" boxSize="8" />
            <Text className="squeeze-brand-name" fontWeight="bold" fontSize="lg">
              {config.application.name}
            </Text>
          </HStack>
        </Link>
        <Box flex="1" />
        <SearchBox />
        <LazyMenus between={<BasketButton />} />
      </Flex>
    </Box>
  );
}
