import { Button, Menu, Portal } from "@chakra-ui/react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { languageLabel, languages } from "../i18n";
import { cookieLifetimes, writeCookie } from "../lib/storage";

/** Language choice, kept in a one-year cookie; a snackbar-like note offers a reload. */
export default function LanguageMenu({ trigger, defaultOpen }: { trigger: ReactNode; defaultOpen: boolean }) {
  const { t, i18n } = useTranslation();
  const [changedTo, setChangedTo] = useState<string | null>(null);
  const current = languages.find((l) => l.key === i18n.language) ?? languages[0];
  return (
    <>
      <Menu.Root
        defaultOpen={defaultOpen}
        onSelect={({ value }) => {
          const language = languages.find((l) => l.key === value);
          if (!language) return;
          writeCookie("language", language.key, cookieLifetimes.language);
          void i18n.changeLanguage(language.key);
          setChangedTo(language.lang);
        }}
      >
        <Menu.Trigger asChild>
          <Button variant="ghost" size="sm" aria-label={languageLabel(t, current)}>
            {trigger}
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              {languages.map((l) => (
                <Menu.Item key={l.key} value={l.key} lang={l.key}>
                  {l.lang}
                </Menu.Item>
              ))}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {changedTo && (
        <Portal>
          <div role="status" className="squeeze-snackbar">
            {t("LANGUAGE_CHANGED", { language: changedTo })}{" "}
            <Button size="xs" variant="outline" onClick={() => window.location.reload()}>
              {t("FORCE_RELOAD")}
            </Button>{" "}
            <Button size="xs" variant="ghost" onClick={() => setChangedTo(null)}>
              {t("CLOSE")}
            </Button>
          </div>
        </Portal>
      )}
    </>
  );
}
