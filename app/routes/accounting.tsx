import { Badge, Box, Button, Heading, HStack, Input, Spinner, Stack, Table } from "@chakra-ui/react";
import type { InferResponseType } from "hono/client";
import { useCallback, useEffect, useState } from "react";
import type { ApiClient } from "../../worker/api-client";
import { Guarded } from "../components/Forbidden";
import { Pager, paged } from "../components/Pager";
import { tDefault, useTranslation } from "../i18n";
import { browserApi, errorText } from "../lib/api";
import { money } from "../lib/checkout";
import { useSnackbar } from "../lib/snackbar";

export const meta = () => [{ title: tDefault("TITLE_ACCOUNTING") }];

const pageSize = 10;
/** Accounting never sets a negative price or stock (spec part 2 §5). */
const clamped = (value: string) => Math.max(0, Number(value) || 0);

type Order = InferResponseType<ApiClient["rest"]["order-history"]["orders"]["$get"], 200>["data"][number];
type Product = InferResponseType<ApiClient["api"]["Products"]["$get"], 200>["data"][number];
type Stock = InferResponseType<ApiClient["api"]["Quantitys"]["$get"], 200>["data"][number];

function Orders() {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const [orders, setOrders] = useState<Order[] | null>(null);
  const [page, setPage] = useState(0);
  const load = useCallback(async () => {
    const response = await browserApi().rest["order-history"].orders.$get();
    setOrders(response.ok ? (await response.json()).data : []);
  }, []);
  useEffect(() => void load(), [load]);

  const toggle = async (order: Order) => {
    // The page sends the status it shows; the server flips it (spec part 2 §4).
    const response = await browserApi().rest["order-history"][":id"]["delivery-status"].$put({ param: { id: order._id }, json: { deliveryStatus: order.delivered } });
    if (!response.ok) snackbar.show({ text: await errorText(response), kind: "error" });
    await load();
  };

  const { items, pages } = paged(orders ?? [], page, pageSize);
  return (
    <Box as="section" aria-labelledby="all-orders">
      <Heading as="h2" id="all-orders" size="md" mb="3">
        {t("ALL_ORDERS")}
      </Heading>
      {!orders ? (
        <Spinner aria-label={t("LOADING")} />
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="md" position="relative">
          <Table.Root size="sm" data-testid="accounting-orders">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t("LABEL_ORDER_ID")}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t("LABEL_PRICE")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("LABEL_STATUS")}</Table.ColumnHeader>
                <Table.ColumnHeader w="1">
                  <span className="squeeze-visually-hidden">{t("LABEL_ACTIONS")}</span>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {items.map((order) => (
                <Table.Row key={order._id}>
                  <Table.Cell fontFamily="mono" wordBreak="break-all">
                    {order.orderId}
                  </Table.Cell>
                  <Table.Cell textAlign="end">{money(order.totalPrice)}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={order.delivered ? "green" : "orange"} variant="subtle">
                      {order.delivered ? t("DELIVERED") : t("IN_TRANSIT")}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell>
                    <Button size="xs" variant="outline" onClick={() => void toggle(order)} aria-label={t(order.delivered ? "MARK_IN_TRANSIT_ID" : "MARK_DELIVERED_ID", { id: order.orderId })}>
                      {order.delivered ? t("MARK_IN_TRANSIT") : t("MARK_DELIVERED")}
                    </Button>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <Pager page={page} pages={pages} onPage={setPage} label={t("ALL_ORDERS")} />
    </Box>
  );
}

function ProductRow({ product, stock, onSaved }: { product: Product; stock: Stock | undefined; onSaved: () => void }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const [price, setPrice] = useState(String(product.price));
  const [quantity, setQuantity] = useState(String(stock?.quantity ?? 0));
  useEffect(() => setPrice(String(product.price)), [product.price]);
  useEffect(() => setQuantity(String(stock?.quantity ?? 0)), [stock?.quantity]);

  const save = async (what: "price" | "quantity") => {
    const value = clamped(what === "price" ? price : quantity);
    const response =
      what === "price"
        ? await browserApi().api.Products[":id"].$put({ param: { id: String(product.id) }, json: { price: Math.round(value * 100) / 100 } })
        : await browserApi().api.Quantitys[":id"].$put({ param: { id: String(stock?.id ?? 0) }, json: { quantity: Math.round(value) } });
    if (!response.ok) return snackbar.show({ text: await errorText(response), kind: "error" });
    snackbar.show({ text: t(what === "price" ? "PRICE_UPDATED" : "QUANTITY_UPDATED", { product: product.name }) });
    onSaved();
  };

  return (
    <Table.Row>
      <Table.Cell wordBreak="break-word">{product.name}</Table.Cell>
      <Table.Cell>
        <HStack gap="2">
          <Input size="sm" type="number" min={0} step="0.01" w="24" value={price} onChange={(e) => setPrice(e.target.value)} aria-label={t("PRICE_OF", { product: product.name })} />
          <Button size="xs" variant="outline" onClick={() => void save("price")} aria-label={t("UPDATE_PRICE_OF", { product: product.name })}>
            {t("BTN_UPDATE")}
          </Button>
        </HStack>
      </Table.Cell>
      <Table.Cell>
        <HStack gap="2">
          <Input size="sm" type="number" min={0} step="1" w="20" value={quantity} onChange={(e) => setQuantity(e.target.value)} aria-label={t("QUANTITY_OF", { product: product.name })} />
          <Button size="xs" variant="outline" disabled={!stock} onClick={() => void save("quantity")} aria-label={t("UPDATE_QUANTITY_OF", { product: product.name })}>
            {t("BTN_UPDATE")}
          </Button>
        </HStack>
      </Table.Cell>
    </Table.Row>
  );
}

function Products() {
  const { t } = useTranslation();
  const [products, setProducts] = useState<Product[] | null>(null);
  const [stock, setStock] = useState<Stock[]>([]);
  const [page, setPage] = useState(0);
  const load = useCallback(async () => {
    const [p, q] = await Promise.all([browserApi().api.Products.$get(), browserApi().api.Quantitys.$get()]);
    setProducts(p.ok ? (await p.json()).data : []);
    setStock(q.ok ? (await q.json()).data : []);
  }, []);
  useEffect(() => void load(), [load]);
  const { items, pages } = paged(products ?? [], page, pageSize);
  return (
    <Box as="section" aria-labelledby="all-products">
      <Heading as="h2" id="all-products" size="md" mb="3">
        {t("ALL_PRODUCTS_STOCK")}
      </Heading>
      {!products ? (
        <Spinner aria-label={t("LOADING")} />
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="md" position="relative">
          <Table.Root size="sm" data-testid="accounting-products">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t("LABEL_PRODUCT")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("LABEL_PRICE")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("LABEL_QUANTITY")}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {items.map((product) => (
                <ProductRow key={product.id} product={product} stock={stock.find((s) => s.ProductId === product.id)} onSaved={() => void load()} />
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <Pager page={page} pages={pages} onPage={setPage} label={t("ALL_PRODUCTS_STOCK")} />
    </Box>
  );
}

/** The accounting page (spec part 2 §2): orders with their delivery toggle, prices and stock. */
export default function Accounting() {
  const { t } = useTranslation();
  return (
    <Guarded role="accounting">
      <Stack gap="6">
        <Heading as="h1" size="xl">
          {t("TITLE_ACCOUNTING")}
        </Heading>
        <Orders />
        <Products />
      </Stack>
    </Guarded>
  );
}
