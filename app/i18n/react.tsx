import { createContext, useContext, useSyncExternalStore, type ReactNode } from "react";
import type { I18n, TFunction } from "./core";

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/** The page's `t` (a new function after a language switch, so memos that use it recompute) and its i18n. */
export function useTranslation(): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error("useTranslation() outside the I18nProvider");
  const t = useSyncExternalStore(i18n.subscribe, () => i18n.t, () => i18n.t);
  return { t, i18n };
}
