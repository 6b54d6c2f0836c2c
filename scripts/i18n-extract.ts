/**
 * Writes locales/en/content.json: every text the server sends a student, in English, by key
 * (worker/i18n/english.ts), for translators. `npm run i18n:extract`; a test fails when it is stale.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { englishContent } from "../worker/i18n/english";
import { localesDir, serverMessages } from "./i18n.mjs";

const content = englishContent(serverMessages());
writeFileSync(join(localesDir, "en", "content.json"), `${JSON.stringify(content, null, 2)}\n`);
console.log(`locales/en/content.json: ${Object.keys(content).length} texts`);
