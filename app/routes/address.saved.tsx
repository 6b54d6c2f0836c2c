import { Heading, Stack } from "@chakra-ui/react";
import { AddressList } from "../components/checkout/AddressList";
import { Guarded } from "../components/Forbidden";
import { tDefault, useTranslation } from "../i18n";

export const meta = () => [{ title: tDefault("TITLE_SAVED_ADDRESSES") }];

/** The saved addresses (spec part 2 §2): edit, remove, add. */
export default function SavedAddresses() {
  const { t } = useTranslation();
  return (
    <Guarded>
      <Stack gap="4" maxW="4xl" mx="auto">
        <Heading as="h1" size="xl">
          {t("TITLE_SAVED_ADDRESSES")}
        </Heading>
        <AddressList mode="saved" />
      </Stack>
    </Guarded>
  );
}
