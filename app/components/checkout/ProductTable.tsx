import { Box, Stack, Table, Text } from "@chakra-ui/react";
import { Fragment, type ReactNode } from "react";
import { money } from "../../lib/checkout";
import { useTranslation } from "../../i18n";

export interface ProductRow {
  id: number;
  name: string;
  price: number;
  quantity: number;
  total: number;
}

/** Products of an order or basket: name, price, quantity, total; an optional cell per row and a footer. */
export function ProductTable({ rows, extra, footer, testId }: { rows: ProductRow[]; extra?: { header: string; cell: (row: ProductRow) => ReactNode }; footer?: [label: string, value: string][]; testId?: string }) {
  const { t } = useTranslation();
  const table = (
    // Focusable, so a keyboard can scroll it when it is wider than a phone.
    <Table.ScrollArea borderWidth="1px" borderRadius="md" position="relative" tabIndex={0} role="region" aria-label={t("LABEL_PRODUCTS")}>
      <Table.Root size="sm" data-testid={testId}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t("LABEL_PRODUCT")}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t("LABEL_PRICE")}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t("LABEL_QUANTITY")}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t("LABEL_LINE_TOTAL")}</Table.ColumnHeader>
            {extra && <Table.ColumnHeader textAlign="end">{extra.header}</Table.ColumnHeader>}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row, index) => (
            <Table.Row key={`${row.id}-${index}`}>
              <Table.Cell wordBreak="break-word" whiteSpace="normal" minW="36">
                {row.name}
              </Table.Cell>
              <Table.Cell textAlign="end">{money(row.price)}</Table.Cell>
              <Table.Cell textAlign="end">{row.quantity}</Table.Cell>
              <Table.Cell textAlign="end">{money(row.total)}</Table.Cell>
              {extra && <Table.Cell textAlign="end">{extra.cell(row)}</Table.Cell>}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
  if (!footer) return table;
  return (
    <Stack gap="2">
      {table}
      {/* The totals sit under the table, not in it, so a phone shows them without scrolling. */}
      <Box as="dl" display="grid" gridTemplateColumns="1fr auto" columnGap="6" rowGap="1" ms="auto" minW={{ base: "full", sm: "xs" }} px="3" data-testid={testId ? `${testId}-totals` : undefined}>
        {footer.map(([label, value], index) => (
          <Fragment key={label}>
            <Text as="dt" textAlign="end" fontWeight={index === footer.length - 1 ? "bold" : "medium"}>
              {label}
            </Text>
            <Text as="dd" textAlign="end" fontWeight={index === footer.length - 1 ? "bold" : "normal"}>
              {value}
            </Text>
          </Fragment>
        ))}
      </Box>
    </Stack>
  );
}
