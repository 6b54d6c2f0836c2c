import { Badge, Box, Button, Card, Heading, HStack, Image, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/search";
import { useGame } from "../lib/game";

const pageSizes = [12, 24, 36];
const lowStock = 5;

export async function loader({ request, context }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams.get("q") ?? "";
  const [productsResponse, quantitiesResponse] = await Promise.all([
    context.api.rest.products.search.$get({ query: { q } }),
    context.api.api.Quantitys.$get(),
  ]);
  // A search the server could not answer shows as an empty result; the error was the student's aim.
  const products = productsResponse.ok ? (await productsResponse.json()).data : [];
  const quantities = quantitiesResponse.ok ? (await quantitiesResponse.json()).data : [];
  return { q, products, stock: Object.fromEntries(quantities.map((row) => [row.ProductId, row.quantity])) };
}

/** A search result: a product, or whatever an injected UNION put into the product columns. */
type SearchRow = Route.ComponentProps["loaderData"]["products"][number];
const asText = (value: SearchRow[keyof SearchRow]) => (value === null ? "" : String(value));

/**
 * The search text in the heading. It is written as HTML in the browser after rendering, so the
 * server never sends it: a DOM-based XSS, as the localXssChallenge wants.
 */
// vuln-code-snippet start localXssChallenge
// The query goes into innerHTML unescaped on purpose (DOM XSS).
function SearchHeadingText({ q }: { q: string }) {
  const sink = useRef<HTMLSpanElement>(null);
  const { send } = useGame(); // vuln-code-snippet hide-line
  useEffect(() => {
    if (sink.current) sink.current.innerHTML = q; // vuln-code-snippet vuln-line localXssChallenge
  }, [q]);
  // vuln-code-snippet hide-start
  // Reported once the text is in the page: the room judges whether a payload was in it.
  useEffect(() => send({ type: "verifyLocalXssChallenge", data: q }), [q, send]);
  // vuln-code-snippet hide-end
  return <span ref={sink} data-testid="search-value" />;
}

/** A product tile. Rows an injection brought back show their values as they are: that is the leak. */
function ProductTile({ product, stock }: { product: SearchRow; stock: number | undefined }) {
  const { t } = useTranslation();
  const soldOut = stock !== undefined && stock <= 0;
  const low = stock !== undefined && stock > 0 && stock <= lowStock;
  const name = asText(product.name);
  return (
    <Card.Root as="article" overflow="hidden" aria-label={name}>
      <Box position="relative">
        <Image src={`/assets/public/images/products/${asText(product.image)}`} alt={name} aspectRatio={1} w="full" objectFit="cover" loading="lazy" />
        {(soldOut || low) && (
          <Badge position="absolute" top="2" right="2" variant="solid" color="white" bg={soldOut ? "red.700" : "orange.700"}>
            {soldOut ? t("LABEL_SOLD_OUT") : t("LABEL_ONLY_QUANTITY_LEFT", { quantity: stock })}
          </Badge>
        )}
      </Box>
      <Card.Body gap="1" p="3">
        <Card.Title as="h2" fontSize="md" wordBreak="break-word">
          {name}
        </Card.Title>
        <Text color="fg.muted" aria-label={t("LABEL_PRICE")} wordBreak="break-all">
          {typeof product.price === "number" ? `${product.price.toFixed(2)}¤` : asText(product.price)}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
// vuln-code-snippet end localXssChallenge

export default function Search({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { q, products, stock } = loaderData;
  const [pageSize, setPageSize] = useState(12);
  const [page, setPage] = useState(0);
  useEffect(() => setPage(0), [q, pageSize]);
  const pages = Math.max(1, Math.ceil(products.length / pageSize));
  const visible = products.slice(page * pageSize, (page + 1) * pageSize);

  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        {q ? (
          <>
            {t("TITLE_SEARCH_RESULTS")} - <SearchHeadingText q={q} />
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
            {visible.map((product, index) => (
              <ProductTile key={index} product={product} stock={stock[Number(product.id)]} />
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
            <Button size="sm" variant="outline" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
              {t("PREVIOUS_PAGE")}
            </Button>
            <Button size="sm" variant="outline" disabled={page + 1 >= pages} onClick={() => setPage((p) => p + 1)}>
              {t("NEXT_PAGE")}
            </Button>
          </HStack>
        </>
      )}
    </Stack>
  );
}
