import { Box, Button, Checkbox, Field, Image, Input, SimpleGrid, Stack } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { useRouteLoaderData } from "react-router";
import { AddressList } from "../components/checkout/AddressList";
import { Guarded } from "../components/Forbidden";
import { FormCard } from "../components/forms";
import { tDefault, useTranslation } from "../i18n";
import { browserApi, errorText } from "../lib/api";
import { useSessionUser } from "../lib/auth";
import { useSnackbar } from "../lib/snackbar";
import type { loader as rootLoader } from "../root";

export const meta = () => [{ title: tDefault("TITLE_RECYCLE") }];

/** Litres (spec part 2 §9); a pickup is offered above 100. */
export const recycleRules = { min: 10, max: 1000, pickupAbove: 100 } as const;

const today = () => new Date().toISOString().slice(0, 10);

function Recycle() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const snackbar = useSnackbar();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const images = root?.config.application.recyclePage;
  const [quantity, setQuantity] = useState("");
  const [addressId, setAddressId] = useState<number | null>(null);
  const [pickup, setPickup] = useState(false);
  const [date, setDate] = useState("");
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [formKey, setFormKey] = useState(0);

  const litres = Number(quantity);
  const quantityProblem = !quantity ? "MANDATORY_QUANTITY" : !Number.isInteger(litres) || litres < recycleRules.min || litres > recycleRules.max ? "RECYCLE_QUANTITY_LIMIT" : null;
  const pickupOffered = !quantityProblem && litres > recycleRules.pickupAbove;
  const withPickup = pickupOffered && pickup;
  const dateProblem = withPickup && (!date || date < today()) ? "MANDATORY_PICKUP_DATE" : null;
  const invalid = !!quantityProblem || !!dateProblem || addressId === null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (invalid || !user || addressId === null) return setTouched(true);
    setBusy(true);
    try {
      const response = await browserApi().api.Recycles.$post({
        json: { UserId: user.id, AddressId: addressId, quantity: litres, isPickup: withPickup, ...(withPickup ? { date } : {}) },
      });
      if (!response.ok) return snackbar.show({ text: await errorText(response), kind: "error" });
      snackbar.show({ text: withPickup ? t("CONFIRM_RECYCLING_PICKUP", { pickupdate: date }) : t("CONFIRM_RECYCLING_BOX") });
      // Spec part 2 §4: the form resets after success.
      setQuantity("");
      setPickup(false);
      setDate("");
      setAddressId(null);
      setTouched(false);
      setFormKey((k) => k + 1);
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormCard title={t("TITLE_RECYCLE")} wide>
      <Stack gap="4">
        {images && <Image src={images.topProductImage} alt={t("RECYCLE_PROMO_TOP")} borderRadius="md" maxH="48" objectFit="contain" />}
        <form onSubmit={submit} noValidate>
          <Stack gap="4">
            <Field.Root readOnly>
              <Field.Label>{t("LABEL_REQUESTOR")}</Field.Label>
              <Input name="requestor" value={user?.email ?? ""} readOnly />
            </Field.Root>
            <Field.Root required invalid={touched && !!quantityProblem}>
              <Field.Label>{t("LABEL_QUANTITY_LITRES")}</Field.Label>
              <Input name="quantity" type="number" inputMode="numeric" min={recycleRules.min} max={recycleRules.max} value={quantity} onChange={(e) => setQuantity(e.target.value)} onBlur={() => setTouched(true)} />
              <Field.ErrorText>{t(quantityProblem ?? "MANDATORY_QUANTITY", recycleRules)}</Field.ErrorText>
            </Field.Root>
            <Box as="fieldset" minW="0">
              <Box as="legend" fontSize="sm" fontWeight="medium" mb="2">
                {t("LABEL_PICKUP_ADDRESS")}
              </Box>
              <AddressList key={formKey} mode="select" selected={addressId} onSelect={setAddressId} />
            </Box>
            {pickupOffered && (
              <Checkbox.Root checked={pickup} onCheckedChange={(e) => setPickup(!!e.checked)}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{t("LABEL_PICKUP")}</Checkbox.Label>
              </Checkbox.Root>
            )}
            {withPickup && (
              <Field.Root required invalid={touched && !!dateProblem}>
                <Field.Label>{t("LABEL_PICKUP_DATE")}</Field.Label>
                <Input name="pickupDate" type="date" min={today()} value={date} onChange={(e) => setDate(e.target.value)} onBlur={() => setTouched(true)} />
                <Field.ErrorText>{t("MANDATORY_PICKUP_DATE")}</Field.ErrorText>
              </Field.Root>
            )}
            <Button type="submit" colorPalette="orange" disabled={invalid} loading={busy}>
              {t("BTN_SUBMIT")}
            </Button>
          </Stack>
        </form>
        {images && (
          <SimpleGrid columns={1}>
            <Image src={images.bottomProductImage} alt={t("RECYCLE_PROMO_BOTTOM")} borderRadius="md" maxH="48" objectFit="contain" />
          </SimpleGrid>
        )}
      </Stack>
    </FormCard>
  );
}

/** Recycling (spec part 2 §2): a box for small amounts, a pickup with a date above 100 litres. */
export default function RecyclePage() {
  return (
    <Guarded>
      <Recycle />
    </Guarded>
  );
}
