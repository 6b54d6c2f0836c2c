import { Box, Card, Heading, HStack, Stack, Table, Text } from "@chakra-ui/react";
import { useEffect, useRef, type ComponentType } from "react";
import { useLocation } from "react-router";
import type { Route } from "./+types/track-result";
import { ClipboardIcon, HomeIcon, PackageIcon, TruckIcon } from "../components/icons";
import { formatPrice } from "../components/product-price";
import type { OrderView } from "../../worker/lib/orders";
import { tDefault, useTranslation } from "../i18n";

export const meta = () => [{ title: tDefault("TITLE_TRACK_ORDERS") }];

/** What the page shows of an order; an id nobody ordered under comes back as just its number. */
type Order = Pick<OrderView, "orderId" | "eta" | "delivered" | "products" | "totalPrice" | "bonus">;

export async function loader({ request, context }: Route.LoaderArgs): Promise<{ id: string; order: Order | null }> {
  const id = new URL(request.url).searchParams.get("id") ?? "";
  if (!id) return { id, order: null };
  const response = await context.api.rest["track-order"][":id"].$get({ param: { id: id.slice(0, 200) } });
  const found: Partial<OrderView> | undefined = response.ok ? (await response.json()).data[0] : undefined;
  if (!found) return { id, order: null };
  const { orderId = id, eta = null, delivered = false, products = [], totalPrice = 0, bonus = 0 } = found;
  return { id, order: { orderId, eta, delivered, products, totalPrice, bonus } };
}

type Status = "new" | "packing" | "transit" | "delivered";

const steps: { status: Status; label: string; icon: ComponentType<{ boxSize?: string }> }[] = [
  { status: "new", label: "STATUS_NEW", icon: ClipboardIcon },
  { status: "packing", label: "STATUS_PACKING", icon: PackageIcon },
  { status: "transit", label: "STATUS_TRANSIT", icon: TruckIcon },
  { status: "delivered", label: "STATUS_DELIVERED", icon: HomeIcon },
];

/** Spec part 1 §4: delivered, else new on the new-order route, else packing above 2 days, else transit. */
function statusOf(order: Order, isNewRoute: boolean): Status {
  if (order.delivered) return "delivered";
  if (isNewRoute) return "new";
  return order.eta !== null && order.eta > 2 ? "packing" : "transit";
}

function DeliverySteps({ status }: { status: Status }) {
  const { t } = useTranslation();
  const reached = steps.findIndex((s) => s.status === status);
  return (
    <HStack as="ol" gap={{ base: "2", md: "6" }} justify="space-between" listStyleType="none" data-testid="delivery-steps" data-status={status}>
      {steps.map(({ status: step, label, icon: Icon }, index) => (
        <Stack
          as="li"
          key={step}
          align="center"
          gap="1"
          flex="1"
          color={index <= reached ? "orange.300" : "fg.muted"}
          aria-current={index === reached ? "step" : undefined}
        >
          <Box p="2" rounded="full" borderWidth="2px" borderColor={index === reached ? "orange.400" : "border"}>
            <Icon boxSize="6" />
          </Box>
          <Text fontSize={{ base: "xs", md: "sm" }} textAlign="center" fontWeight={index === reached ? "bold" : "normal"}>
            {t(label)}
          </Text>
        </Stack>
      ))}
    </HStack>
  );
}

/**
 * The order number as the server sent it, written into the page as HTML once it is in the
 * browser: an unknown id comes back as it was typed, markup and all (reflectedXssChallenge's sink).
 */
function OrderNumber({ html }: { html: string }) {
  const sink = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (sink.current) sink.current.innerHTML = html;
  }, [html]);
  return <span ref={sink} data-testid="track-order-id" />;
}

/** Spec part 1 §2: an order's delivery status, products and bonus, for anyone who has its id. */
export default function TrackResult({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { id, order } = loaderData;
  if (!order) {
    return (
      <Text py="12" textAlign="center" color="fg.muted" data-testid="track-nothing">
        {t(id ? "ORDER_NOT_FOUND" : "TRACK_NO_ID")}
      </Text>
    );
  }
  const status = statusOf(order, pathname.endsWith("/new"));
  const eta = order.eta !== null ? String(order.eta) : "?";
  return (
    <Card.Root maxW="4xl" mx="auto" w="full">
      <Card.Header gap="1">
        <Heading as="h1" size="lg" wordBreak="break-all">
          {t("TITLE_SEARCH_RESULTS")} - <OrderNumber html={order.orderId} />
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {t("LABEL_EXPECTED_DELIVERY", { days: eta })}
        </Text>
      </Card.Header>
      <Card.Body gap="6">
        <DeliverySteps status={status} />
        <Box overflowX="auto">
          <Table.Root size="sm" data-testid="track-products">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t("LABEL_PRODUCT")}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t("LABEL_PRICE")}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t("LABEL_QUANTITY")}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t("LABEL_TOTAL")}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {order.products.map((line) => (
                <Table.Row key={line.id}>
                  <Table.Cell wordBreak="break-word">{line.name}</Table.Cell>
                  <Table.Cell textAlign="end">{formatPrice(line.price)}</Table.Cell>
                  <Table.Cell textAlign="end">{line.quantity}</Table.Cell>
                  <Table.Cell textAlign="end">{formatPrice(line.total)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
        <HStack justify="space-between" wrap="wrap">
          <Text fontWeight="semibold">{t("LABEL_TOTAL_PRICE", { price: formatPrice(order.totalPrice) })}</Text>
          <Text color="fg.muted" data-testid="track-bonus">
            {t("LABEL_BONUS_EARNED", { points: order.bonus })}
          </Text>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
