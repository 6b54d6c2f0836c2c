import { Box, Button, Card, Heading, HStack, IconButton, Image, Stack, Table, Text } from "@chakra-ui/react";
import { useCallback, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { Guarded } from "../components/Forbidden";
import { MinusIcon, PlusIcon, TrashIcon } from "../components/icons";
import { bonusPoints, formatPrice } from "../components/product-price";
import { tDefault, useTranslation } from "../i18n";
import { browserApi, errorText, sendJson } from "../lib/api";
import { useSessionUser } from "../lib/auth";
import { fetchBasket, storeBasketCount, type Basket as BasketData } from "../lib/basket";
import { useSnackbar } from "../lib/snackbar";

export const meta = () => [{ title: tDefault("TITLE_BASKET") }];

type Line = BasketData["Products"][number];

function QuantityCell({ line, onChange }: { line: Line; onChange: (quantity: number) => void }) {
  const { t } = useTranslation();
  const { quantity } = line.BasketItem;
  return (
    <HStack gap="1">
      {/* Spec part 1 §5: a quantity never goes below 1 here; removing is its own button. */}
      <IconButton size="xs" variant="outline" aria-label={t("DECREASE_QUANTITY", { product: line.name })} disabled={quantity <= 1} onClick={() => onChange(quantity - 1)}>
        <MinusIcon boxSize="3" />
      </IconButton>
      <Text minW="6" textAlign="center" data-testid="basket-quantity" aria-live="polite">
        {quantity}
      </Text>
      <IconButton size="xs" variant="outline" aria-label={t("INCREASE_QUANTITY", { product: line.name })} onClick={() => onChange(quantity + 1)}>
        <PlusIcon boxSize="3" />
      </IconButton>
    </HStack>
  );
}

function BasketContents() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const user = useSessionUser();
  const [basket, setBasket] = useState<BasketData | null | undefined>(undefined);
  const deluxe = user?.role === "deluxe";

  const load = useCallback(async () => {
    const next = await fetchBasket();
    setBasket(next);
    storeBasketCount(next);
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const failed = async (response: Pick<Response, "text" | "status" | "statusText">) => snackbar.show({ text: await errorText(response), kind: "error" });
  const changeQuantity = async (line: Line, quantity: number) => {
    const response = await sendJson("PUT", `/api/BasketItems/${line.BasketItem.id}`, { quantity });
    if (!response.ok) await failed(response);
    await load();
  };
  const remove = async (line: Line) => {
    const response = await browserApi().api.BasketItems[":id"].$delete({ param: { id: String(line.BasketItem.id) } });
    if (!response.ok) await failed(response);
    await load();
  };

  if (basket === undefined) return null;
  const lines = basket?.Products ?? [];
  const priceOf = (line: Line) => (deluxe ? line.deluxePrice : line.price);
  const total = lines.reduce((sum, line) => sum + priceOf(line) * line.BasketItem.quantity, 0);
  const points = lines.reduce((sum, line) => sum + bonusPoints(priceOf(line), line.BasketItem.quantity), 0);

  return (
    <Card.Root maxW="4xl" mx="auto" w="full">
      <Card.Header>
        <Heading as="h1" size="lg">
          {t("TITLE_BASKET")}
        </Heading>
        {user && (
          <Text color="fg.muted" fontSize="sm" wordBreak="break-all">
            {user.email}
          </Text>
        )}
      </Card.Header>
      <Card.Body>
        {lines.length === 0 ? (
          <Text color="fg.muted" py="6" textAlign="center" data-testid="basket-empty">
            {t("BASKET_EMPTY")}
          </Text>
        ) : (
          <Box overflowX="auto">
            <Table.Root size="sm" data-testid="basket-table">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>
                    <span className="squeeze-visually-hidden">{t("LABEL_IMAGE")}</span>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader>{t("LABEL_PRODUCT")}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t("LABEL_QUANTITY")}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t("LABEL_PRICE")}</Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <span className="squeeze-visually-hidden">{t("LABEL_REMOVE")}</span>
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {lines.map((line) => (
                  <Table.Row key={line.BasketItem.id} data-testid="basket-row">
                    <Table.Cell>
                      <Image src={`/assets/public/images/products/${line.image}`} alt="" boxSize="12" minW="12" rounded="sm" />
                    </Table.Cell>
                    <Table.Cell wordBreak="break-word">{line.name}</Table.Cell>
                    <Table.Cell>
                      <QuantityCell line={line} onChange={(quantity) => changeQuantity(line, quantity)} />
                    </Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap">
                      {formatPrice(priceOf(line))}
                    </Table.Cell>
                    <Table.Cell>
                      <IconButton size="xs" variant="ghost" aria-label={t("REMOVE_FROM_BASKET", { product: line.name })} onClick={() => remove(line)}>
                        <TrashIcon boxSize="4" />
                      </IconButton>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        )}
      </Card.Body>
      <Card.Footer>
        <Stack w="full" gap="3">
          <Text fontWeight="semibold" data-testid="basket-total">
            {t("LABEL_TOTAL_PRICE", { price: formatPrice(total) })}
          </Text>
          <HStack justify="space-between" wrap="wrap" gap="3">
            <Text fontSize="sm" color="fg.muted" data-testid="basket-bonus">
              {t("BONUS_POINTS_HINT", { points })}
            </Text>
            <Button
              colorPalette="orange"
              disabled={lines.length === 0}
              onClick={() => {
                // The checkout's later steps read the total from here (spec part 1 §3).
                sessionStorage.setItem("itemTotal", String(total));
                navigate("/address/select");
              }}
              data-testid="checkout-button"
            >
              {t("BTN_CHECKOUT")}
            </Button>
          </HStack>
        </Stack>
      </Card.Footer>
    </Card.Root>
  );
}

/** Spec part 1 §2: the basket as an editable table, with the way to the checkout. */
export default function BasketPage() {
  return (
    <Guarded>
      <BasketContents />
    </Guarded>
  );
}
