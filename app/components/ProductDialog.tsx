import { Badge, Box, Button, CloseButton, Collapsible, Dialog, HStack, Image, Portal, Stack, Text, Textarea } from "@chakra-ui/react";
import { useCallback, useEffect, useId, useState } from "react";
import { useTranslation } from "../i18n";
import type { ReviewView } from "../../worker/routes/reviews";
import { browserApi, errorText, sendJson } from "../lib/api";
import { useSessionUser } from "../lib/auth";
import { useSnackbar } from "../lib/snackbar";
import { ChevronDownIcon, ThumbUpIcon } from "./icons";
import { bonusPoints, formatPrice, type ShownProduct } from "./product-price";

const reviewMax = 160;
/** Spec part 1 §9: the list reloads this long after a like. */
const likeRefreshMs = 200;

function useReviews(productId: number) {
  const [reviews, setReviews] = useState<ReviewView[] | null>(null);
  const load = useCallback(async () => {
    const response = await browserApi().rest.products[":id"].reviews.$get({ param: { id: String(productId) } });
    setReviews(response.ok ? (await response.json()).data : []);
  }, [productId]);
  useEffect(() => {
    void load();
  }, [load]);
  return { reviews, reload: load };
}

/** The edit dialog of one's own review (500 px): 1 to 160 characters. */
function EditReviewDialog({ review, onClose, onSaved }: { review: ReviewView; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const [message, setMessage] = useState(review.message);
  const valid = message.length >= 1 && message.length <= reviewMax;
  const save = async () => {
    const response = await sendJson("PATCH", "/rest/products/reviews", { id: review._id, message });
    if (!response.ok) return snackbar.show({ text: await errorText(response), kind: "error" });
    snackbar.show({ text: t("CONFIRM_CHANGES_SAVED") });
    onSaved();
  };
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content w="500px" maxW="95vw" data-testid="edit-review-dialog">
            <Dialog.Header>
              <Dialog.Title>{t("TITLE_EDIT_REVIEW")}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Textarea
                aria-label={t("LABEL_REVIEW")}
                value={message}
                maxLength={reviewMax}
                onChange={(e) => setMessage(e.currentTarget.value)}
                rows={4}
                autoFocus
              />
              <Text fontSize="xs" color="fg.muted" textAlign="end">
                {message.length}/{reviewMax}
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t("BTN_CLOSE")}
              </Button>
              <Button colorPalette="orange" disabled={!valid} onClick={save}>
                {t("BTN_SUBMIT")}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function Review({ review, onEdit, onLiked }: { review: ReviewView; onEdit: () => void; onLiked: () => void }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const snackbar = useSnackbar();
  const own = user !== null && review.author === user.email;
  const like = async () => {
    const response = await sendJson("POST", "/rest/products/reviews", { id: review._id });
    if (!response.ok) snackbar.show({ text: await errorText(response), kind: "error" });
    setTimeout(onLiked, likeRefreshMs);
  };
  const body = (
    <>
      <Text fontSize="sm" fontWeight="semibold" wordBreak="break-all">
        {review.author}
      </Text>
      <Text fontSize="sm" wordBreak="break-word">
        {review.message}
      </Text>
    </>
  );
  return (
    <HStack as="li" align="start" gap="2" py="2" borderBottomWidth="1px" data-testid="review">
      {/* Only its author can open a review to edit it. */}
      {own ? (
        <Box asChild flex="1" textAlign="start" cursor="pointer" _hover={{ bg: "bg.muted" }} rounded="sm">
          <button type="button" onClick={onEdit} aria-label={t("EDIT_REVIEW", { message: review.message })}>
            {body}
          </button>
        </Box>
      ) : (
        <Box flex="1">{body}</Box>
      )}
      <Button
        size="xs"
        variant="ghost"
        disabled={!user || review.liked}
        onClick={like}
        aria-label={t("LIKE_REVIEW", { count: review.likesCount })}
        aria-pressed={review.liked}
      >
        <ThumbUpIcon boxSize="4" />
        {review.likesCount}
      </Button>
    </HStack>
  );
}

function Reviews({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const snackbar = useSnackbar();
  const { reviews, reload } = useReviews(productId);
  const [message, setMessage] = useState("");
  const [editing, setEditing] = useState<ReviewView | null>(null);
  const fieldId = useId();
  const submit = async () => {
    const response = await browserApi().rest.products[":id"].reviews.$put({
      param: { id: String(productId) },
      json: { message, author: user?.email ?? "Anonymous" },
    });
    if (!response.ok) return snackbar.show({ text: await errorText(response), kind: "error" });
    setMessage("");
    snackbar.show({ text: t("CONFIRM_REVIEW_SAVED") });
    await reload();
  };
  return (
    <Stack gap="3">
      <Collapsible.Root>
        <Collapsible.Trigger asChild>
          <Button variant="outline" size="sm" w="full" justifyContent="space-between" data-testid="reviews-toggle">
            {t("LABEL_REVIEWS")}
            <HStack gap="1">
              <Badge>{reviews?.length ?? "…"}</Badge>
              <ChevronDownIcon boxSize="4" />
            </HStack>
          </Button>
        </Collapsible.Trigger>
        <Collapsible.Content>
          {reviews && reviews.length === 0 ? (
            <Text fontSize="sm" color="fg.muted" py="2">
              {t("EMPTY_REVIEW_LIST")}
            </Text>
          ) : (
            <Box as="ul" listStyleType="none" data-testid="review-list">
              {reviews?.map((review) => (
                <Review key={review._id} review={review} onEdit={() => setEditing(review)} onLiked={reload} />
              ))}
            </Box>
          )}
        </Collapsible.Content>
      </Collapsible.Root>
      {user ? (
        <Stack gap="1">
          <Text asChild fontSize="sm" fontWeight="medium">
            <label htmlFor={fieldId}>{t("WRITE_REVIEW")}</label>
          </Text>
          <Textarea
            id={fieldId}
            value={message}
            maxLength={reviewMax}
            onChange={(e) => setMessage(e.currentTarget.value)}
            placeholder={t("WRITE_REVIEW_PLACEHOLDER")}
            rows={3}
            data-testid="review-input"
          />
          <HStack justify="space-between">
            <Text fontSize="xs" color="fg.muted">
              {message.length}/{reviewMax}
            </Text>
            <Button size="sm" colorPalette="orange" disabled={message.trim() === ""} onClick={submit}>
              {t("BTN_SUBMIT")}
            </Button>
          </HStack>
        </Stack>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {t("LOGIN_TO_REVIEW")}
        </Text>
      )}
      {editing && (
        <EditReviewDialog
          review={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void reload();
          }}
        />
      )}
    </Stack>
  );
}

/** Spec part 1 §2: the product detail dialog, 500 px wide. */
// vuln-code-snippet start restfulXssChallenge
// Descriptions are written into the page as HTML, unsanitised, on purpose (stored XSS).
export default function ProductDialog({ product, deluxe, onClose }: { product: ShownProduct; deluxe: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const price = deluxe ? product.deluxePrice : product.price;
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content w="500px" maxW="95vw" data-testid="product-dialog">
            <Dialog.Header>
              <Dialog.Title wordBreak="break-word">{product.name}</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("BTN_CLOSE")} />
            </Dialog.CloseTrigger>
            <Dialog.Body>
              <Stack gap="4">
                <Image src={`/assets/public/images/products/${product.image}`} alt={product.name} maxH="60" objectFit="contain" />
                <Text as="div" data-testid="product-description" dangerouslySetInnerHTML={{ __html: product.description }} /> {/* vuln-code-snippet vuln-line restfulXssChallenge */}
                <HStack justify="space-between" wrap="wrap">
                  <Text fontWeight="bold" fontSize="lg" data-testid="product-price">
                    {formatPrice(price)}
                  </Text>
                  <Text fontSize="sm" color="fg.muted" data-testid="product-points">
                    {t("LABEL_BONUS_POINTS", { points: bonusPoints(price) })}
                  </Text>
                </HStack>
                <Reviews productId={product.id} />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t("BTN_CLOSE")}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
// vuln-code-snippet end restfulXssChallenge
