import { Button, CloseButton, Dialog, Portal } from "@chakra-ui/react";
import type { ComponentProps, ReactNode } from "react";
import { useTranslation } from "../i18n";

/**
 * A modal dialog of the shop: a title, a body, its actions beside a Close button, and the close
 * cross in the corner. Escape and a click outside close it too.
 */
export function ShopDialog({
  open,
  onOpenChange,
  title,
  actions,
  children,
  root,
  content,
  testId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Buttons before Close in the footer. */
  actions?: ReactNode;
  children: ReactNode;
  root?: Partial<ComponentProps<typeof Dialog.Root>>;
  content?: ComponentProps<typeof Dialog.Content>;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="center" {...root}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...content} data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              {actions}
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t("CLOSE")}</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("CLOSE")} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
