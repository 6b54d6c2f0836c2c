import { Button, HStack, Text } from "@chakra-ui/react";
import { useTranslation } from "../i18n";

/** Previous/next paging for a list, with "Page x of y". */
export function Pager({ page, pages, onPage, label }: { page: number; pages: number; onPage: (page: number) => void; label: string }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <HStack as="nav" aria-label={label} justify="end" gap="3" wrap="wrap" mt="2">
      <Text fontSize="sm">{t("PAGE_OF", { page: page + 1, pages })}</Text>
      <Button size="sm" variant="outline" disabled={page === 0} onClick={() => onPage(page - 1)}>
        {t("PREVIOUS_PAGE")}
      </Button>
      <Button size="sm" variant="outline" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
        {t("NEXT_PAGE")}
      </Button>
    </HStack>
  );
}

/** One page of a list: the items and how many pages there are. */
export function paged<T>(items: readonly T[], page: number, size: number) {
  return { items: items.slice(page * size, (page + 1) * size), pages: Math.max(1, Math.ceil(items.length / size)) };
}
