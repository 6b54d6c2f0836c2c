import { Box, Button, Heading, HStack, SimpleGrid, Spinner, Stack, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { fromCents, percentOf, toCents } from "../../worker/lib/money";
import { ProductTable } from "../components/checkout/ProductTable";
import { Guarded } from "../components/Forbidden";
import { tDefault, useTranslation } from "../i18n";
import { browserApi, errorText } from "../lib/api";
import { useSessionUser } from "../lib/auth";
import { refreshBasketCount } from "../lib/basket";
import { loadBasket, type BasketLine } from "../lib/basket-total";
import { clearPlacedOrder, money, readCheckout, type Address, type Card, type DeliveryMethod } from "../lib/checkout";
import { useSnackbar } from "../lib/snackbar";
import { ChosenAddress } from "./delivery-method";

export const meta = () => [{ title: tDefault("TITLE_ORDER_SUMMARY") }];

interface Summary {
  lines: BasketLine[];
  itemCents: number;
  address: Address | null;
  delivery: DeliveryMethod | null;
  payment: Card | "wallet" | null;
  discount: number;
}

async function loadSummary(deluxe: boolean): Promise<Summary> {
  const { lines, itemCents } = await loadBasket(deluxe);
  const [addressId, deliveryId, paymentId] = [readCheckout("addressId"), readCheckout("deliveryMethodId"), readCheckout("paymentId")];
  const api = browserApi();
  const address = addressId ? await api.api.Addresss[":id"].$get({ param: { id: addressId } }) : null;
  const delivery = deliveryId ? await api.api.Deliverys[":id"].$get({ param: { id: deliveryId } }) : null;
  const card = paymentId && paymentId !== "wallet" ? await api.api.Cards[":id"].$get({ param: { id: paymentId } }) : null;
  return {
    lines,
    itemCents,
    address: address?.ok ? (await address.json()).data : null,
    delivery: delivery?.ok ? (await delivery.json()).data : null,
    payment: paymentId === "wallet" ? "wallet" : card?.ok ? (await card.json()).data : null,
    discount: Number(readCheckout("couponDiscount") ?? 0),
  };
}

/** The order summary (spec part 2 §2): what will be ordered, where to, how paid, and Place Order. */
function OrderSummary() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const user = useSessionUser();
  const deluxe = user?.role === "deluxe";
  const [summary, setSummary] = useState<Summary | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => void loadSummary(deluxe).then(setSummary), [deluxe]);

  if (!summary) return <Spinner aria-label={t("LOADING")} />;
  const deliveryCents = summary.delivery ? toCents(summary.delivery.price) : 0;
  const promotionCents = percentOf(summary.itemCents, summary.discount);
  const totalCents = summary.itemCents + deliveryCents - promotionCents;
  const bonus = summary.lines.reduce((sum, line) => sum + Math.round(line.price / 10) * line.quantity, 0);
  const ready = summary.lines.length > 0 && summary.address && summary.delivery && summary.payment;

  const place = async () => {
    setBusy(true);
    try {
      const couponDetails = readCheckout("couponDetails");
      const response = await browserApi().rest.basket[":id"].checkout.$post({
        param: { id: sessionStorage.getItem("bid") ?? "0" },
        json: {
          ...(couponDetails ? { couponData: btoa(couponDetails) } : {}),
          orderDetails: {
            paymentId: readCheckout("paymentId") === "wallet" ? "wallet" : Number(readCheckout("paymentId")),
            addressId: Number(readCheckout("addressId")),
            deliveryMethodId: Number(readCheckout("deliveryMethodId")),
          },
        },
      });
      if (!response.ok) return snackbar.show({ text: await errorText(response), kind: "error" });
      const { orderConfirmation } = await response.json();
      clearPlacedOrder();
      // The basket is empty now; the top bar's count follows.
      void refreshBasketCount();
      navigate(`/order-completion/${encodeURIComponent(orderConfirmation)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="4" maxW="4xl" mx="auto">
      <Heading as="h1" size="xl">
        {t("TITLE_ORDER_SUMMARY")}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {summary.address ? <ChosenAddress address={summary.address} /> : <Text color="fg.error">{t("NO_ADDRESS_CHOSEN")}</Text>}
        <Box as="section" aria-labelledby="payment-summary" borderWidth="1px" borderRadius="md" p="4" bg="bg.panel" data-testid="payment-summary">
          <Heading as="h2" id="payment-summary" size="sm" mb="2" color="fg.muted">
            {t("PAYMENT_METHOD")}
          </Heading>
          <Text>
            {summary.payment === "wallet" ? t("PAY_WITH_WALLET") : summary.payment ? t("CARD_ENDING", { last4: summary.payment.cardNum.slice(-4), name: summary.payment.fullName }) : t("NO_PAYMENT_CHOSEN")}
          </Text>
          {summary.delivery && <Text color="fg.muted">{t("DELIVERY_BY", { name: summary.delivery.name, count: summary.delivery.eta })}</Text>}
        </Box>
      </SimpleGrid>
      <ProductTable
        testId="summary-products"
        rows={summary.lines.map((line) => ({ ...line, total: fromCents(line.totalCents) }))}
        footer={[
          [t("LABEL_ITEMS_SUBTOTAL"), money(fromCents(summary.itemCents))],
          [t("LABEL_DELIVERY"), money(fromCents(deliveryCents))],
          [t("LABEL_PROMOTION"), money(-fromCents(promotionCents))],
          [t("LABEL_TOTAL"), money(fromCents(totalCents))],
        ]}
      />
      <Text data-testid="summary-bonus">{t("BONUS_POINTS_TO_EARN", { count: bonus })}</Text>
      <HStack justify="space-between">
        <Button variant="outline" onClick={() => navigate(-1)}>
          {t("BTN_BACK")}
        </Button>
        <Button colorPalette="orange" disabled={!ready} loading={busy} onClick={() => void place()}>
          {t("BTN_PLACE_ORDER")}
        </Button>
      </HStack>
    </Stack>
  );
}

export default function OrderSummaryPage() {
  return (
    <Guarded>
      <OrderSummary />
    </Guarded>
  );
}
