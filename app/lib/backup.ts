/**
 * The score board's progress backup: a version 1 JSON file with the banners' state, the language
 * and the three continue codes. Reading and writing it is here; the dialog does the rest.
 */
import { progressCookies } from "./storage";

export const backupVersion = 1;

export interface Backup {
  version: number;
  banners: { welcomeBannerStatus?: string; cookieConsentStatus?: string };
  language?: string;
  continueCode?: string;
  continueCodeFindIt?: string;
  continueCodeFixIt?: string;
}

/** The file name: the configured prefix (else the shop's name as a slug) and the date. */
export function backupFileName(appName: string, prefix: string | undefined, date: Date): string {
  const slug = appName.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "backup";
  return `${prefix ?? slug}-${date.toISOString().slice(0, 10)}.json`;
}

export class BackupError extends Error {}

const optionalText = (value: unknown, field: string): string | undefined => {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "string") throw new BackupError(`${field} must be text`);
  return value;
};

/**
 * Reads a backup file. Throws BackupError with the spec's message for another version, and with
 * the reason for a file that is not a backup.
 */
export function parseBackup(text: string): Backup {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new BackupError(`Backup restore operation failed: ${(error as Error).message}`);
  }
  if (typeof data !== "object" || data === null) throw new BackupError("Backup restore operation failed: not a backup file");
  const record = data as Record<string, unknown>;
  if (record.version !== backupVersion) {
    throw new BackupError(`Version ${String(record.version)} is incompatible with expected version ${backupVersion}`);
  }
  try {
    const banners = (typeof record.banners === "object" && record.banners !== null ? record.banners : {}) as Record<string, unknown>;
    const backup: Backup = {
      version: backupVersion,
      banners: {
        welcomeBannerStatus: optionalText(banners.welcomeBannerStatus, "banners.welcomeBannerStatus"),
        cookieConsentStatus: optionalText(banners.cookieConsentStatus, "banners.cookieConsentStatus"),
      },
      language: optionalText(record.language, "language"),
    };
    for (const cookie of progressCookies) {
      const code = optionalText(record[cookie], cookie);
      if (code !== undefined && !/^[a-zA-Z0-9]*$/.test(code)) throw new BackupError(`${cookie} is not a continue code`);
      backup[cookie] = code;
    }
    return backup;
  } catch (error) {
    throw new BackupError(`Backup restore operation failed: ${(error as Error).message}`);
  }
}
