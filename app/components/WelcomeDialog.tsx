import { Button, Dialog, Portal } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { AppConfig } from "../../worker/config";
import { cookieLifetimes, readCookie, writeCookie } from "../lib/storage";

/**
 * Opens on load unless dismissed before (cookie) or switched off in the configuration. The spec's
 * tutorial-first mode keeps it open until the tutorial starts; that waits for the hacking
 * instructor, since a dialog nobody can leave would trap the student.
 */
export default function WelcomeDialog({ config }: { config: AppConfig }) {
  const { t } = useTranslation();
  const banner = config.application.welcomeBanner;
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (banner.showOnFirstStart && readCookie("welcomebanner_status") !== "dismiss") setOpen(true);
  }, [banner.showOnFirstStart]);

  const dismiss = () => {
    writeCookie("welcomebanner_status", "dismiss", cookieLifetimes.welcomeBanner);
    setOpen(false);
  };

  return (
    <Dialog.Root open={open} onOpenChange={(e) => (e.open ? setOpen(true) : dismiss())} placement="center">
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
              <Button onClick={dismiss} colorPalette="orange">
                {t("BTN_DISMISS")}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
