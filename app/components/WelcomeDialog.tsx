import { Button, Dialog, Portal } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { useTranslation } from "../i18n/core";
import type { AppConfig } from "../../worker/config";
import { cookieLifetimes, readCookie, writeCookie } from "../lib/storage";

/**
 * Opens on load unless dismissed before (cookie) or switched off in the configuration. Getting
 * Started (when the hacking instructor is on) starts the score board's tutorial. With tutorials
 * first, the dialog cannot be dismissed: Getting Started is the way on. Without an instructor to
 * start, that mode keeps Dismiss, since a dialog nobody can leave would trap the student.
 */
export default function WelcomeDialog({ config, onGettingStarted }: { config: AppConfig; onGettingStarted?: () => void }) {
  const { t } = useTranslation();
  const banner = config.application.welcomeBanner;
  const [open, setOpen] = useState(false);
  const locked = config.challenges.restrictToTutorialsFirst && onGettingStarted !== undefined;

  useEffect(() => {
    if (banner.showOnFirstStart && readCookie("welcomebanner_status") !== "dismiss") setOpen(true);
  }, [banner.showOnFirstStart]);

  const close = () => {
    writeCookie("welcomebanner_status", "dismiss", cookieLifetimes.welcomeBanner);
    setOpen(false);
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => (e.open ? setOpen(true) : close())}
      closeOnEscape={!locked}
      closeOnInteractOutside={!locked}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content w="35%" minW="320px" maxW="90vw" data-testid="welcome-dialog">
            <Dialog.Header>
              <Dialog.Title>{banner.title}</Dialog.Title>
            </Dialog.Header>
            {/* The message is HTML from the trainer's own configuration. */}
            <Dialog.Body className="squeeze-welcome" dangerouslySetInnerHTML={{ __html: banner.message }} />
            <Dialog.Footer>
              {onGettingStarted && (
                <Button
                  variant={locked ? "solid" : "outline"}
                  colorPalette="orange"
                  onClick={() => {
                    close();
                    onGettingStarted();
                  }}
                >
                  {t("BTN_GETTING_STARTED")}
                </Button>
              )}
              {!locked && (
                <Button onClick={close} colorPalette="orange">
                  {t("BTN_DISMISS")}
                </Button>
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
