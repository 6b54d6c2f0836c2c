import { Button, Heading, HStack, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { AddressList } from "../components/checkout/AddressList";
import { Guarded } from "../components/Forbidden";
import { tDefault, useTranslation } from "../i18n";
import { readCheckout, writeCheckout } from "../lib/checkout";

export const meta = () => [{ title: tDefault("TITLE_SELECT_ADDRESS") }];

/** Checkout step 1 (spec part 2 §2): which address the order goes to. */
function SelectAddress() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [selected, setSelected] = useState<number | null>(() => Number(readCheckout("addressId")) || null);
  return (
    <Stack gap="4" maxW="4xl" mx="auto">
      <Heading as="h1" size="xl">
        {t("TITLE_SELECT_ADDRESS")}
      </Heading>
      <AddressList mode="select" selected={selected} onSelect={setSelected} />
      <HStack justify="end">
        <Button
          colorPalette="orange"
          disabled={selected === null}
          onClick={() => {
            writeCheckout("addressId", String(selected));
            navigate("/delivery-method");
          }}
        >
          {t("BTN_CONTINUE")}
        </Button>
      </HStack>
    </Stack>
  );
}

export default function SelectAddressPage() {
  return (
    <Guarded>
      <SelectAddress />
    </Guarded>
  );
}
