import { Box, Button, Heading, HStack, Spinner, Stack, Text } from "@chakra-ui/react";
import type { InferResponseType } from "hono/client";
import { useEffect, useState } from "react";
import { Link, useParams, useRouteLoaderData } from "react-router";
import type { ApiClient } from "../../worker/api-client";
import { fromCents, toCents } from "../../worker/lib/money";
import { addressLine } from "../components/checkout/AddressList";
import { ProductTable } from "../components/checkout/ProductTable";
import { tDefault, useTranslation } from "../i18n";
import { browserApi } from "../lib/api";
import { money, type Address } from "../lib/checkout";
import type { loader as rootLoader } from "../root";

export const meta = () => [{ title: tDefault("TITLE_ORDER_COMPLETION") }];

type Tracked = InferResponseType<ApiClient["rest"]["track-order"][":id"]["$get"], 200>["data"][number];
type Order = Extract<Tracked, { products: unknown }>;

/** The share text is cut to 140 characters (spec part 2 §9). */
export const shareLimit = 140;
export const shareText = (text: string) => (text.length > shareLimit ? `${text.slice(0, shareLimit - 1)}…` : text);

/** /order-completion/{id} (spec part 2 §2): thanks, tracking, the order and its PDF. */
export default function OrderCompletion() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const [order, setOrder] = useState<Order | null | undefined>(undefined);
  const [address, setAddress] = useState<Address | null>(null);

  useEffect(() => {
    void (async () => {
      const response = await browserApi().rest["track-order"][":id"].$get({ param: { id: encodeURIComponent(id) } });
      const tracked: Tracked[] = response.ok ? (await response.json()).data : [];
      const found = tracked.find((o): o is Order => "products" in o && o.orderId === id);
      setOrder(found ?? null);
      if (found?.addressId) {
        const a = await browserApi().api.Addresss[":id"].$get({ param: { id: String(found.addressId) } });
        if (a.ok) setAddress((await a.json()).data);
      }
    })();
  }, [id]);

  if (order === undefined) return <Spinner aria-label={t("LOADING")} />;
  if (order === null) {
    return (
      <Stack gap="2">
        <Heading as="h1" size="xl">
          {t("TITLE_ORDER_COMPLETION")}
        </Heading>
        <Text>{t("ORDER_COMPLETION_NOT_FOUND", { id })}</Text>
      </Stack>
    );
  }
  // Spec part 2 §9: items = total + promotion − delivery.
  const itemCents = toCents(order.totalPrice) + toCents(order.promotionalAmount) - toCents(order.deliveryPrice);
  const share = shareText(t("SHARE_ORDER_TEXT", { products: order.products.map((p) => p.name).join(", "), shop: root?.config.application.name ?? "Squeeze" }));
  return (
    <Stack gap="4" maxW="4xl" mx="auto">
      <Heading as="h1" size="xl">
        {t("THANKS_FOR_PURCHASE")}
      </Heading>
      <Text>
        {t("ORDER_PLACED", { id: order.orderId })}{" "}
        <Link className="squeeze-link" to={`/track-result/new?id=${encodeURIComponent(order.orderId)}`}>
          {t("TRACK_THIS_ORDER")}
        </Link>
      </Text>
      {address && (
        <Box as="section" aria-labelledby="delivery-address" borderWidth="1px" borderRadius="md" p="4" bg="bg.panel">
          <Heading as="h2" id="delivery-address" size="sm" mb="2" color="fg.muted">
            {t("DELIVERY_ADDRESS")}
          </Heading>
          <Text fontWeight="semibold">{address.fullName}</Text>
          <Text>{addressLine(address)}</Text>
          <Text>{address.country}</Text>
        </Box>
      )}
      {order.eta !== null && <Text data-testid="order-eta">{t("ESTIMATED_DELIVERY", { count: order.eta })}</Text>}
      <ProductTable
        testId="completion-products"
        rows={order.products}
        footer={[
          [t("LABEL_ITEMS_SUBTOTAL"), money(fromCents(itemCents))],
          [t("LABEL_DELIVERY"), money(order.deliveryPrice)],
          [t("LABEL_PROMOTION"), money(-order.promotionalAmount)],
          [t("LABEL_TOTAL"), money(order.totalPrice)],
        ]}
      />
      <Text data-testid="order-bonus">{t("BONUS_POINTS_EARNED", { count: order.bonus })}</Text>
      <HStack gap="3" wrap="wrap">
        <Button asChild variant="outline">
          <a href={`https://twitter.com/intent/tweet?text=${encodeURIComponent(share)}`} target="_blank" rel="noopener noreferrer" data-testid="share-link" data-share-text={share}>
            {t("SHARE_ORDER")}
          </a>
        </Button>
        <Button colorPalette="orange" onClick={() => window.open(`/ftp/order_${encodeURIComponent(order.orderId)}.pdf`, "_blank", "noopener")}>
          {t("BTN_PRINT_PDF")}
        </Button>
      </HStack>
    </Stack>
  );
}
