import { Button, CloseButton, HStack, Text } from "@chakra-ui/react";
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { useTranslation } from "../i18n/core";

/** The spec's snackbar: a message for 5 seconds (or as long as asked) with an X to close it. */
export interface SnackbarMessage {
  text: string;
  kind?: "info" | "error";
  /** Milliseconds; 5000 unless said otherwise. */
  duration?: number;
  action?: { label: string; onClick: () => void };
}

interface Snackbar {
  show(message: SnackbarMessage): void;
}

const SnackbarContext = createContext<Snackbar>({ show: () => undefined });

export const useSnackbar = () => useContext(SnackbarContext);

export function SnackbarProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [message, setMessage] = useState<(SnackbarMessage & { id: number }) | null>(null);
  const show = useCallback((next: SnackbarMessage) => setMessage({ ...next, id: Date.now() }), []);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), message.duration ?? 5000);
    return () => clearTimeout(timer);
  }, [message]);
  const value = useMemo(() => ({ show }), [show]);
  return (
    <SnackbarContext.Provider value={value}>
      {children}
      <div role={message?.kind === "error" ? "alert" : "status"} aria-live={message?.kind === "error" ? "assertive" : "polite"} className="squeeze-snackbar-region">
        {message && (
          <HStack key={message.id} className="squeeze-snackbar" data-kind={message.kind ?? "info"} data-testid="snackbar" gap="3">
            <Text>{message.text}</Text>
            {message.action && (
              <Button size="xs" variant="outline" colorPalette="gray" onClick={message.action.onClick}>
                {message.action.label}
              </Button>
            )}
            <CloseButton size="xs" aria-label={t("CLOSE")} onClick={() => setMessage(null)} />
          </HStack>
        )}
      </div>
    </SnackbarContext.Provider>
  );
}
