import { CloseButton, Drawer, Portal, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "../i18n/core";
import { NavLink } from "react-router";
import type { AppConfig } from "../../worker/config";
import { useSessionUser } from "../lib/auth";
import { ChatIcon, ComplainIcon, InfoIcon, MailIcon, PhotoIcon, SchoolIcon, StoreIcon, TrophyIcon } from "./icons";
import { SideMenuAccount } from "./SideMenuAccount";

function Entry({ to, icon, children, onNavigate }: { to: string; icon: ReactNode; children: ReactNode; onNavigate: () => void }) {
  return (
    <NavLink to={to} onClick={onNavigate} className="squeeze-nav-entry">
      {icon}
      <span>{children}</span>
    </NavLink>
  );
}

/**
 * The side menu (280px). The score board entry appears only once the score board was found; until
 * then, when the welcome banner shows on first start and the hacking instructor is on, it offers
 * the getting-started tutorial instead.
 */
export default function SideMenu({
  open,
  onOpenChange,
  config,
  version,
  scoreBoardFound,
  onGettingStarted,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  config: AppConfig;
  version: string;
  scoreBoardFound: boolean;
  /** Starts the score board's tutorial; absent when the instructor is off. */
  onGettingStarted?: () => void;
}) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const close = () => onOpenChange(false);
  const offerTutorial = !scoreBoardFound && config.application.welcomeBanner.showOnFirstStart && onGettingStarted !== undefined;
  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="start">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW="280px">
            <Drawer.Header>
              <Drawer.Title>{config.application.name}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <SideMenuAccount onNavigate={close} />
              <Stack as="nav" aria-label={t("LABEL_SIDE_MENU")} gap="1">
                <Entry to="/search" icon={<StoreIcon />} onNavigate={close}>
                  {t("NAV_SEARCH")}
                </Entry>
                <Entry to="/contact" icon={<MailIcon />} onNavigate={close}>
                  {t("NAV_CONTACT")}
                </Entry>
                {user && (
                  <Entry to="/complain" icon={<ComplainIcon />} onNavigate={close}>
                    {t("NAV_COMPLAIN")}
                  </Entry>
                )}
                {user && (
                  <Entry to="/chatbot" icon={<ChatIcon />} onNavigate={close}>
                    {t("NAV_CHATBOT")}
                  </Entry>
                )}
                <Entry to="/about" icon={<InfoIcon />} onNavigate={close}>
                  {t("NAV_ABOUT")}
                </Entry>
                <Entry to="/photo-wall" icon={<PhotoIcon />} onNavigate={close}>
                  {t("NAV_PHOTO_WALL")}
                </Entry>
                {scoreBoardFound && (
                  <Entry to="/score-board" icon={<TrophyIcon />} onNavigate={close}>
                    {t("TITLE_SCORE_BOARD")}
                  </Entry>
                )}
                {offerTutorial && (
                  <button
                    type="button"
                    className="squeeze-nav-entry"
                    style={{ width: "100%" }}
                    onClick={() => {
                      close();
                      onGettingStarted?.();
                    }}
                  >
                    <SchoolIcon />
                    <span>{t("BTN_GETTING_STARTED")}</span>
                  </button>
                )}
              </Stack>
            </Drawer.Body>
            <Drawer.Footer justifyContent="start">
              <Text fontSize="sm" color="fg.muted">
                {config.application.name}
                {config.application.showVersionNumber && ` · ${t("VERSION", { version })}`}
              </Text>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("CLOSE_SIDENAV")} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
