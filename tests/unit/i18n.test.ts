import { describe, expect, it } from "vitest";
import en from "../../app/i18n/en.json";
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
