import { describe, expect, it } from "vitest";
import en from "../../locales/en/ui.json";
import { createI18n } from "../../app/i18n";

describe("the shop's translator", () => {
  it("answers English, fills placeholders, and falls back to defaultValue, then to the key", () => {
    const { t, language } = createI18n("en");
    expect(language).toBe("en");
    expect(t("TITLE_LANGUAGE")).toBe(en.TITLE_LANGUAGE);
    expect(t("LANGUAGE_CHANGED", { language: "Deutsch" })).toBe(en.LANGUAGE_CHANGED.replace(/\{\{\s*language\s*\}\}/, "Deutsch"));
    expect(t("NO_SUCH_KEY", { defaultValue: "fallback" })).toBe("fallback");
    expect(t("NO_SUCH_KEY")).toBe("NO_SUCH_KEY");
    // A placeholder without a value stays visible, as a translator would want to notice.
    expect(createI18n("en", undefined).t("LANGUAGE_CHANGED", {})).toContain("{{");
  });

  it("uses a language's texts where it has them and English elsewhere; unlisted or textless languages are English", () => {
    const i18n = createI18n("de_DE", { TITLE_LANGUAGE: "Sprache" });
    expect(i18n.language).toBe("de_DE");
    expect(i18n.t("TITLE_LANGUAGE")).toBe("Sprache");
    expect(i18n.t("FORCE_RELOAD")).toBe(en.FORCE_RELOAD);
    expect(createI18n("de_DE").language).toBe("en");
    expect(createI18n("tlh_AA", { TITLE_LANGUAGE: "x" }).language).toBe("en");
  });

  it("picks plural forms by count as i18next's files name them: _zero for 0 where there is one, else the language's category", () => {
    const { t } = createI18n("en");
    expect(t("ETA_DAYS", { count: 1 })).toBe("1 day");
    expect(t("ETA_DAYS", { count: 3 })).toBe("3 days");
    expect(t("ETA_DAYS", { count: 0 })).toBe("0 days");
    expect(t("ESTIMATED_DELIVERY", { count: 0 })).toBe(en.ESTIMATED_DELIVERY_zero);
    expect(t("DIFF_UNCHANGED_LINES", { count: 2 })).toBe(en.DIFF_UNCHANGED_LINES_other.replace("{{count}}", "2"));
    // A language's own forms first, then English's; a key without forms is used as it is.
    const german = createI18n("de_DE", { ETA_DAYS_one: "{{count}} Tag" });
    expect([german.t("ETA_DAYS", { count: 1 }), german.t("ETA_DAYS", { count: 2 })]).toEqual(["1 Tag", "2 days"]);
    expect(t("TITLE_LANGUAGE", { count: 2 })).toBe(en.TITLE_LANGUAGE);
  });

  it("a count in Latvian's CLDR \"zero\" category that is not 0 takes the plural form, not English's \"none\" text", () => {
    const latvian = createI18n("lv_LV", { ESTIMATED_DELIVERY_zero: "šodien", ESTIMATED_DELIVERY_one: "{{count}} diena", ESTIMATED_DELIVERY_other: "{{count}} dienas" });
    expect(latvian.t("ESTIMATED_DELIVERY", { count: 0 })).toBe("šodien");
    expect(latvian.t("ESTIMATED_DELIVERY", { count: 10 })).toBe("10 dienas");
    expect(latvian.t("ESTIMATED_DELIVERY", { count: 21 })).toBe("21 diena");
  });

  it("switches language at run time, telling its subscribers, with a new t", () => {
    const i18n = createI18n("en");
    const before = i18n.t;
    let told = 0;
    const unsubscribe = i18n.subscribe(() => told++);
    i18n.setLanguage("de_DE", { TITLE_LANGUAGE: "Sprache" });
    expect([i18n.language, i18n.t("TITLE_LANGUAGE"), told]).toEqual(["de_DE", "Sprache", 1]);
    expect(i18n.t).not.toBe(before);
    unsubscribe();
    i18n.setLanguage("en");
    expect([i18n.language, told]).toEqual(["en", 1]);
  });
});
