import { Badge, Box, Button, CloseButton, Dialog, Field, Heading, HStack, Image, Portal, Spinner, Stack, Text, Textarea } from "@chakra-ui/react";
import type { InferResponseType } from "hono/client";
import { useEffect, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import type { ApiClient } from "../../worker/api-client";
import { ProductTable, type ProductRow } from "../components/checkout/ProductTable";
import { Guarded } from "../components/Forbidden";
import { tDefault, useTranslation } from "../i18n";
import { browserApi, errorText } from "../lib/api";
import { useSessionUser } from "../lib/auth";
import { money } from "../lib/checkout";
import { useSnackbar } from "../lib/snackbar";

export const meta = () => [{ title: tDefault("TITLE_ORDER_HISTORY") }];

type Order = InferResponseType<ApiClient["rest"]["order-history"]["$get"], 200>["data"][number];
type Product = InferResponseType<ApiClient["api"]["Products"][":id"]["$get"], 200>["data"];

const reviewMax = 160;

/** Descriptions may hold markup; this dialog shows their text only. */
const plainText = (html: string) => html.replace(/<[^>]*>/g, "");

/** The product dialog (spec part 2 §2: 500px wide, points = price / 10, rounded), with a review form. */
function ProductDialog({ row, onClose }: { row: ProductRow; onClose: () => void }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const snackbar = useSnackbar();
  const [product, setProduct] = useState<Product | null>(null);
  const [review, setReview] = useState("");
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void browserApi()
      .api.Products[":id"].$get({ param: { id: String(row.id) } })
      .then(async (response) => response.ok && setProduct((await response.json()).data));
  }, [row.id]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!review.trim() || !user) return;
    setBusy(true);
    try {
      const response = await browserApi().rest.products[":id"].reviews.$put({ param: { id: String(row.id) }, json: { message: review.trim(), author: user.email } });
      if (!response.ok) return snackbar.show({ text: await errorText(response), kind: "error" });
      snackbar.show({ text: t("REVIEW_SAVED") });
      onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="500px" mx="4" data-testid="product-dialog">
            <Dialog.Header>
              <Dialog.Title>{row.name}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                {product && (
                  <>
                    <Image src={`/assets/public/images/products/${product.image}`} alt={product.name} maxH="40" objectFit="contain" />
                    <Text fontSize="sm">{plainText(product.description)}</Text>
                  </>
                )}
                <Text>
                  {money(row.price)} · {t("BONUS_POINTS", { count: Math.round(row.price / 10) })}
                </Text>
                <form onSubmit={submit} noValidate>
                  <Field.Root>
                    <Field.Label>{t("WRITE_A_REVIEW")}</Field.Label>
                    <Textarea name="review" rows={3} maxLength={reviewMax} value={review} onChange={(e) => setReview(e.target.value)} />
                    <Field.HelperText>{t("CHARACTERS_LEFT", { count: reviewMax - review.length })}</Field.HelperText>
                  </Field.Root>
                  <HStack justify="end" mt="2">
                    <Button type="submit" size="sm" colorPalette="orange" disabled={!review.trim()} loading={busy}>
                      {t("BTN_SUBMIT")}
                    </Button>
                  </HStack>
                </form>
              </Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("CLOSE")} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function OrderCard({ order, onReview }: { order: Order; onReview: (row: ProductRow) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Box as="article" aria-labelledby={`order-${order._id}`} borderWidth="1px" borderRadius="md" p="4" bg="bg.panel" data-testid="order">
      <HStack justify="space-between" wrap="wrap" gap="2" mb="3">
        <Stack gap="0">
          <Heading as="h2" id={`order-${order._id}`} size="sm" wordBreak="break-all">
            {t("ORDER_ID", { id: order.orderId })}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {t("ORDER_TOTAL_AND_BONUS", { total: money(order.totalPrice), count: order.bonus })}
          </Text>
        </Stack>
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette={order.delivered ? "green" : "orange"} variant="subtle" data-testid="delivery-status">
            {order.delivered ? t("DELIVERED") : t("IN_TRANSIT")}
          </Badge>
          <Button size="xs" variant="outline" onClick={() => navigate(`/track-result?id=${encodeURIComponent(order.orderId)}`)} aria-label={t("TRACK_ORDER_ID", { id: order.orderId })}>
            {t("BTN_TRACK")}
          </Button>
          <Button size="xs" variant="outline" onClick={() => window.open(`/ftp/order_${encodeURIComponent(order.orderId)}.pdf`, "_blank", "noopener")} aria-label={t("PRINT_ORDER_PDF", { id: order.orderId })}>
            {t("BTN_PRINT_PDF")}
          </Button>
        </HStack>
      </HStack>
      <ProductTable
        rows={order.products}
        extra={{
          header: t("LABEL_REVIEW"),
          cell: (row) => (
            <Button size="xs" variant="ghost" onClick={() => onReview(row)} aria-label={t("REVIEW_PRODUCT", { name: row.name })}>
              {t("BTN_REVIEW")}
            </Button>
          ),
        }}
      />
    </Box>
  );
}

function OrderHistory() {
  const { t } = useTranslation();
  const [orders, setOrders] = useState<Order[] | null>(null);
  const [reviewing, setReviewing] = useState<ProductRow | null>(null);
  useEffect(() => {
    void browserApi()
      .rest["order-history"].$get()
      .then(async (response) => setOrders(response.ok ? (await response.json()).data : []));
  }, []);
  return (
    <Stack gap="4" maxW="5xl" mx="auto">
      <Heading as="h1" size="xl">
        {t("TITLE_ORDER_HISTORY")}
      </Heading>
      {!orders ? (
        <Spinner aria-label={t("LOADING")} />
      ) : orders.length === 0 ? (
        <Stack align="center" py="12" gap="2" data-testid="no-orders">
          <Image src="/assets/public/images/squeeze-logo.svg" alt="" boxSize="24" opacity={0.6} />
          <Text fontWeight="semibold">{t("NO_ORDERS_YET")}</Text>
        </Stack>
      ) : (
        orders.map((order) => <OrderCard key={order._id} order={order} onReview={setReviewing} />)
      )}
      {reviewing && <ProductDialog row={reviewing} onClose={() => setReviewing(null)} />}
    </Stack>
  );
}

/** Order history (spec part 2 §2): newest first, with tracking, PDFs and reviews. */
export default function OrderHistoryPage() {
  return (
    <Guarded>
      <OrderHistory />
    </Guarded>
  );
}
