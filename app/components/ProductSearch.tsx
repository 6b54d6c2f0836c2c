import { Badge, Box, Button, Card, Heading, HStack, Image, Stack, Text } from "@chakra-ui/react";
import { lazy, Suspense, useEffect, useState } from "react";
import type { AppLoadContext } from "react-router";
import { maxRenderedSearchText } from "../../party/events";
import { NativeSelect } from "./light-fields";
import { formatPrice, type ShownProduct } from "./product-price";
import { tDefault, useTranslation } from "../i18n/core";
import { useSessionUser } from "../lib/auth";
import { addToBasket } from "../lib/basket";
import { useGame } from "../lib/game";
import { useSnackbar } from "../lib/snackbar";

// The dialog's code (and its reviews) loads when a product is first opened.
const ProductDialog = lazy(() => import("./ProductDialog"));
// The search text's heading loads only for a search: the shop's first page shows none.
const SearchHeading = lazy(() => import("./SearchHeading"));

const pageSizes = [12, 24, 36];
const lowStock = 5;

/**
 * The nonce of this render, for a search text with markup (only markup can run): the page reports
 * with it when that markup ran (docs/decisions/0013-browser-reports.md). Plain searches need none.
 */
async function renderNonce(api: AppLoadContext["api"], q: string): Promise<string | null> {
  if (!q.includes("<") || q.length > maxRenderedSearchText) return null;
  const response = await api.rest["search-renders"].$post({ json: { q } });
  return response.ok ? (await response.json()).nonce : null;
}

/** The search's data, for this route and the fallback route, which shows the search too. */
export async function loadSearch(request: Request, api: AppLoadContext["api"]) {
  const q = new URL(request.url).searchParams.get("q") ?? "";
  const [productsResponse, quantitiesResponse, nonce] = await Promise.all([
    api.rest.products.search.$get({ query: { q } }),
    api.api.Quantitys.$get(),
    renderNonce(api, q),
  ]);
  // A search the server could not answer shows as an empty result; the error was the student's aim.
  const products = productsResponse.ok ? (await productsResponse.json()).data : [];
  const quantities = quantitiesResponse.ok ? (await quantitiesResponse.json()).data : [];
  return { q, nonce, products, stock: Object.fromEntries(quantities.map((row) => [row.ProductId, row.quantity])) };
}

/** A page carrying a render nonce is this render's alone: neither the page cache nor the browser keeps it. */
export const searchHeaders = (search: Pick<SearchData, "nonce">): HeadersInit =>
  search.nonce ? { "Cache-Control": "no-store" } : {};

/** The page title names the search (spec: a page title naming the search), then the shop. */
export function searchTitle(q: string | undefined, matches: readonly ({ id: string; data?: unknown } | undefined)[]) {
  const root = matches.find((m) => m?.id === "root")?.data as { config?: { application: { name: string } } } | undefined;
  const shop = root?.config?.application.name;
  const what = q ? `${tDefault("TITLE_SEARCH_RESULTS")} - ${q}` : tDefault("TITLE_ALL_PRODUCTS");
  return [{ title: shop ? `${what} | ${shop}` : what }];
}

/** A search result: a product, or whatever an injected UNION put into the product columns. */
type SearchRow = SearchData["products"][number];
const asText = (value: SearchRow[keyof SearchRow]) => (value === null ? "" : String(value));

/** A row the shop can open and sell: one whose columns hold what a product's do. */
function asShownProduct(row: SearchRow): ShownProduct | null {
  const { id, name, description, price, deluxePrice, image } = row;
  if (typeof id !== "number" || typeof price !== "number" || typeof name !== "string") return null;
  return {
    id,
    name,
    description: asText(description),
    price,
    deluxePrice: typeof deluxePrice === "number" ? deluxePrice : price,
    image: asText(image),
  };
}

/** Deluxe members see their price, the normal one struck through where the two differ. */
function Price({ row, deluxe }: { row: SearchRow; deluxe: boolean }) {
  const { t } = useTranslation();
  const product = asShownProduct(row);
  if (!product) return <Text wordBreak="break-all">{asText(row.price)}</Text>;
  const discounted = deluxe && product.deluxePrice !== product.price;
  return (
    <HStack gap="2" aria-label={t("LABEL_PRICE")} wrap="wrap">
      <Text fontWeight="semibold" data-testid="tile-price">
        {formatPrice(discounted ? product.deluxePrice : product.price)}
      </Text>
      {discounted && (
        <Text as="s" color="fg.muted" fontSize="sm" data-testid="tile-normal-price">
          {formatPrice(product.price)}
        </Text>
      )}
    </HStack>
  );
}

/**
 * A product tile. The name is the button that opens the product (its click area covers the whole
 * tile); rows an injection brought back show their values as they are: that is the leak.
 */
function ProductTile({ row, stock, deluxe, onOpen }: { row: SearchRow; stock: number | undefined; deluxe: boolean; onOpen: (p: ShownProduct) => void }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const snackbar = useSnackbar();
  const [adding, setAdding] = useState(false);
  const product = asShownProduct(row);
  const soldOut = stock !== undefined && stock <= 0;
  const low = stock !== undefined && stock > 0 && stock <= lowStock;
  const name = asText(row.name);
  const add = async () => {
    if (!product) return;
    setAdding(true);
    try {
      const outcome = await addToBasket(product.id);
      snackbar.show({ text: t(outcome === "added" ? "BASKET_ADD_PRODUCT" : "BASKET_ADD_SAME_PRODUCT", { product: product.name }) });
    } catch (error) {
      snackbar.show({ text: (error as Error).message, kind: "error" });
    } finally {
      setAdding(false);
    }
  };
  return (
    <Card.Root as="article" overflow="hidden" aria-label={name} position="relative" className="squeeze-tile" data-testid="product-tile">
      <Box position="relative">
        <Image src={`/assets/public/images/products/${asText(row.image)}`} alt="" aspectRatio={1} w="full" objectFit="cover" loading="lazy" />
        {(soldOut || low) && (
          <Badge position="absolute" top="2" insetEnd="2" variant="solid" color="white" bg={soldOut ? "red.700" : "orange.700"}>
            {soldOut ? t("LABEL_SOLD_OUT") : t("LABEL_ONLY_QUANTITY_LEFT", { quantity: stock })}
          </Badge>
        )}
      </Box>
      <Card.Body gap="1" p="3">
        <Card.Title as="h2" fontSize="md" wordBreak="break-word">
          {product ? (
            <button type="button" className="squeeze-stretched" onClick={() => onOpen(product)}>
              {name}
            </button>
          ) : (
            name
          )}
        </Card.Title>
        <Price row={row} deluxe={deluxe} />
      </Card.Body>
      {user && product && (
        <Card.Footer p="3" pt="0">
          <Button
            size="sm"
            colorPalette="orange"
            w="full"
            position="relative"
            zIndex="1"
            loading={adding}
            disabled={soldOut}
            onClick={add}
          >
            {t("ADD_TO_BASKET")}
          </Button>
        </Card.Footer>
      )}
    </Card.Root>
  );
}

export type SearchData = Awaited<ReturnType<typeof loadSearch>>;

/** The search screen: heading, product grid, paging and the product dialog (spec part 1 §2). */
export function ProductSearch({ loaderData }: { loaderData: SearchData }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const { q, products, stock } = loaderData;
  const { send } = useGame();
  const [pageSize, setPageSize] = useState(12);
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<ShownProduct | null>(null);
  useEffect(() => setPage(0), [q, pageSize]);
  const pages = Math.max(1, Math.ceil(products.length / pageSize));
  const visible = products.slice(page * pageSize, (page + 1) * pageSize);
  const deluxe = user?.role === "deluxe";
  // A new page starts at its top, as the spec's paginator does.
  const turn = (next: number) => {
    setPage(next);
    window.scrollTo({ top: 0 });
  };

  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        {q ? (
          <>
            {t("TITLE_SEARCH_RESULTS")} -{" "}
            <Suspense fallback={null}>
              <SearchHeading q={q} nonce={loaderData.nonce} send={send} />
            </Suspense>
          </>
        ) : (
          t("TITLE_ALL_PRODUCTS")
        )}
      </Heading>
      {products.length === 0 ? (
        <Stack align="center" py="12" gap="2" data-testid="no-results">
          <Image src="/assets/public/images/squeeze-logo.svg" alt="" boxSize="24" opacity={0.6} />
          <Text fontWeight="semibold">{t("NO_SEARCH_RESULT")}</Text>
          <Text color="fg.muted">{t("EXPLORE_MORE")}</Text>
        </Stack>
      ) : (
        <>
          <div className="squeeze-grid" data-testid="product-grid">
            {/* An injected UNION may repeat or leave out ids: the position is the key. */}
            {visible.map((row, index) => (
              <ProductTile key={index} row={row} stock={stock[Number(row.id)]} deluxe={deluxe} onOpen={setOpen} />
            ))}
          </div>
          <HStack as="nav" aria-label={t("LABEL_PAGINATION")} justify="end" gap="3" wrap="wrap">
            <HStack gap="2">
              <Text asChild fontSize="sm">
                <label htmlFor="page-size">{t("ITEMS_PER_PAGE")}</label>
              </Text>
              <NativeSelect.Root size="sm" w="20">
                <NativeSelect.Field id="page-size" value={pageSize} onChange={(e) => setPageSize(Number(e.currentTarget.value))}>
                  {pageSizes.filter((size, i) => i === 0 || size - 12 < products.length).map((size) => (
                    <option key={size} value={size}>
                      {size}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </HStack>
            <Text fontSize="sm">{t("PAGE_OF", { page: page + 1, pages })}</Text>
            <Button size="sm" variant="outline" disabled={page === 0} onClick={() => turn(page - 1)}>
              {t("PREVIOUS_PAGE")}
            </Button>
            <Button size="sm" variant="outline" disabled={page + 1 >= pages} onClick={() => turn(page + 1)}>
              {t("NEXT_PAGE")}
            </Button>
          </HStack>
        </>
      )}
      {open && (
        <Suspense fallback={null}>
          <ProductDialog product={open} deluxe={deluxe} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
