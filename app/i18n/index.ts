import en from "../../locales/en/ui.json";
import { addEnglish } from "./core";

/**
 * The translator with all of English: what every module imports but those of the shop's first
 * page, which take ./core and carry only the English they name (docs/performance.md).
 */
addEnglish(en, true);

export * from "./core";
export * from "./labels";
