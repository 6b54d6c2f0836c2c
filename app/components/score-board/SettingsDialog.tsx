import { Button, Heading, HStack, Portal, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../../i18n";
import type { AppConfig } from "../../../worker/config";
import { errorText } from "../../lib/api";
import { progress } from "../../lib/game";
import { backupFileName, backupVersion, BackupError, parseBackup, type Backup } from "../../lib/backup";
import { cookieLifetimes, progressCookies, readCookie, writeCookie } from "../../lib/storage";
import { ShopDialog } from "../ShopDialog";

/** How long the restore's message stays (spec: 10000 ms). */
const snackbarMs = 10_000;

/** The server's current code for a kind of progress; the cookie's when the server cannot say. */
async function currentCode(cookie: (typeof progressCookies)[number]): Promise<string | undefined> {
  try {
    const response = await progress[cookie].get();
    if (response.ok) return (await response.json()).continueCode;
  } catch {
    // offline: the cookie below
  }
  return readCookie(cookie);
}

async function saveBackup(config: AppConfig) {
  const backup: Backup = {
    version: backupVersion,
    banners: { welcomeBannerStatus: readCookie("welcomebanner_status"), cookieConsentStatus: readCookie("cookieconsent_status") },
    language: readCookie("language"),
  };
  for (const cookie of progressCookies) backup[cookie] = await currentCode(cookie);
  const link = document.createElement("a");
  link.href = URL.createObjectURL(new Blob([JSON.stringify(backup, null, 2)], { type: "application/json" }));
  link.download = backupFileName(config.application.name, config.application.backupFilePrefix, new Date());
  link.click();
  URL.revokeObjectURL(link.href);
}

/** Restores cookies from the file, then sends its continue codes to the server. */
async function restoreBackup(file: File) {
  const backup = parseBackup(await file.text());
  const { welcomeBannerStatus, cookieConsentStatus } = backup.banners;
  if (welcomeBannerStatus) writeCookie("welcomebanner_status", welcomeBannerStatus, cookieLifetimes.welcomeBanner);
  if (cookieConsentStatus) writeCookie("cookieconsent_status", cookieConsentStatus, cookieLifetimes.welcomeBanner);
  if (backup.language) writeCookie("language", backup.language, cookieLifetimes.language);
  for (const cookie of progressCookies) {
    const code = backup[cookie];
    if (!code) continue;
    writeCookie(cookie, code, cookieLifetimes.progress);
    const response = await progress[cookie].apply(code);
    if (!response.ok) throw new BackupError(`Backup restore operation failed: ${await errorText(response)}`);
  }
}

/** The score board's additional settings: save the progress to a file, or restore it from one. */
export default function SettingsDialog({ config, onClose }: { config: AppConfig; onClose: () => void }) {
  const { t } = useTranslation();
  const fileInput = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  // The dialog closes after a restore; the message stays on the page for its 10 s.
  const [dialogOpen, setDialogOpen] = useState(true);
  useEffect(() => {
    if (!dialogOpen && !message) onClose();
  }, [dialogOpen, message, onClose]);

  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setMessage(null), snackbarMs);
    return () => window.clearTimeout(timer);
  }, [message]);

  const restore = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      await restoreBackup(file);
      setMessage({ text: t("BACKUP_RESTORED"), ok: true });
    } catch (error) {
      const text = error instanceof BackupError ? error.message : `Backup restore operation failed: ${(error as Error).message}`;
      setMessage({ text, ok: false });
    } finally {
      setBusy(false);
      setDialogOpen(false);
    }
  };

  return (
    <>
      <ShopDialog open={dialogOpen} onOpenChange={setDialogOpen} title={t("ADDITIONAL_SETTINGS")} content={{ mx: "2" }} testId="settings-dialog">
        <Stack gap="3">
          <Heading as="h3" size="sm">
            {t("PROGRESS_BACKUP")}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {t("PROGRESS_BACKUP_EXPLAINED")}
          </Text>
          <HStack gap="2" wrap="wrap">
            <Button size="sm" colorPalette="orange" onClick={() => void saveBackup(config)}>
              {t("SAVE_BACKUP")}
            </Button>
            <Button size="sm" variant="outline" disabled={busy} onClick={() => fileInput.current?.click()}>
              {t("RESTORE_BACKUP")}
            </Button>
            <input
              ref={fileInput}
              type="file"
              accept=".json,application/json"
              hidden
              aria-label={t("RESTORE_BACKUP")}
              data-testid="restore-file"
              onChange={(e) => void restore(e.currentTarget.files?.[0])}
            />
          </HStack>
        </Stack>
      </ShopDialog>
      {message && (
        <Portal>
          <div role={message.ok ? "status" : "alert"} className="squeeze-snackbar" data-testid="backup-snackbar">
            {message.text}{" "}
            {message.ok && (
              <Button size="xs" variant="outline" onClick={() => window.location.reload()}>
                {t("FORCE_RELOAD")}
              </Button>
            )}{" "}
            <Button size="xs" variant="ghost" onClick={() => setMessage(null)}>
              {t("CLOSE")}
            </Button>
          </div>
        </Portal>
      )}
    </>
  );
}
