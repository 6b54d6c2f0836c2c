import { Heading, Stack } from "@chakra-ui/react";
import { AddCardForm, CardTable, RememberedPanel, useCards } from "../components/checkout/Cards";
import { Guarded } from "../components/Forbidden";
import { tDefault, useTranslation } from "../i18n";

export const meta = () => [{ title: tDefault("TITLE_SAVED_PAYMENT_METHODS") }];

function SavedCards() {
  const { t } = useTranslation();
  const { cards, reload } = useCards();
  return (
    <Stack gap="4" maxW="4xl" mx="auto">
      <Heading as="h1" size="xl">
        {t("TITLE_SAVED_PAYMENT_METHODS")}
      </Heading>
      <CardTable cards={cards} onRemoved={() => void reload()} />
      <RememberedPanel storageKey="paymentPanelExpanded" title={t("ADD_NEW_CARD")} testId="add-card-panel">
        <AddCardForm onAdded={() => void reload()} />
      </RememberedPanel>
    </Stack>
  );
}

/** Saved payment methods (spec part 2 §2): cards with delete, and the add-card panel. */
export default function SavedPaymentMethods() {
  return (
    <Guarded>
      <SavedCards />
    </Guarded>
  );
}
