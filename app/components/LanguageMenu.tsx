import { Badge, Button, Menu, Portal } from "@chakra-ui/react";
import { useEffect, useState, type ReactNode } from "react";
import { directionOf, fetchTranslations, htmlLang, languages, useTranslation } from "../i18n/core";
import { languageLabel } from "../i18n/labels";
import { browserApi } from "../lib/api";
import { useSnackbar } from "../lib/snackbar";
import { cookieLifetimes, writeCookie } from "../lib/storage";

/** Language choice, kept in a one-year cookie; a snackbar offers a reload. */
export default function LanguageMenu({ trigger, defaultOpen }: { trigger: ReactNode; defaultOpen: boolean }) {
  const { t, i18n } = useTranslation();
  const snackbar = useSnackbar();
  const current = languages.find((l) => l.key === i18n.language) ?? languages[0];
  // How complete each translation is (GET /rest/languages): above 70 % shown as good, else as poor.
  const [percentages, setPercentages] = useState<Record<string, number>>({});
  useEffect(() => {
    browserApi()
      .rest.languages.$get()
      .then(async (r) => r.ok && setPercentages(Object.fromEntries((await r.json()).map((l) => [l.key, l.percentage]))))
      .catch(() => undefined);
  }, []);
  return (
    <Menu.Root
      defaultOpen={defaultOpen}
      onSelect={async ({ value }) => {
        const language = languages.find((l) => l.key === value);
        if (!language) return;
        writeCookie("language", language.key, cookieLifetimes.language);
        const translations = await fetchTranslations(language.key).catch(() => undefined);
        i18n.setLanguage(language.key, translations);
        document.documentElement.lang = htmlLang(language.key);
        document.documentElement.dir = directionOf(language.key);
        // In the new language: i18n.t is the switched one, the t of this render is not.
        snackbar.show({
          text: i18n.t("LANGUAGE_CHANGED", { language: language.lang }),
          action: { label: i18n.t("FORCE_RELOAD"), onClick: () => window.location.reload() },
        });
      }}
    >
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label={languageLabel(t, current)}>
          {trigger}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content maxH="min(70vh, 32rem)" overflowY="auto">
            {languages.map((l) => {
              const percentage = percentages[l.key];
              return (
                <Menu.Item key={l.key} value={l.key} lang={htmlLang(l.key)} dir={directionOf(l.key)} justifyContent="space-between" gap="3">
                  {l.lang}
                  {percentage !== undefined && l.key !== "en" && (
                    <Badge size="sm" variant="subtle" colorPalette={percentage > 70 ? "green" : "red"} dir="ltr" title={t("LANGUAGE_PERCENTAGE", { percentage })}>
                      {percentage}%
                    </Badge>
                  )}
                </Menu.Item>
              );
            })}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
