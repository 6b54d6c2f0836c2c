import { Table } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { money } from "../../lib/checkout";

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
  const span = extra ? 4 : 3;
  return (
    // Focusable, so a keyboard can scroll it when it is wider than a phone.
    <Table.ScrollArea borderWidth="1px" borderRadius="md" position="relative" tabIndex={0} role="region" aria-label={t("LABEL_PRODUCTS")}>
      <Table.Root size="sm" data-testid={testId}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t("LABEL_PRODUCT")}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t("LABEL_PRICE")}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t("LABEL_QUANTITY")}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t("LABEL_TOTAL_PRICE")}</Table.ColumnHeader>
            {extra && <Table.ColumnHeader textAlign="end">{extra.header}</Table.ColumnHeader>}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row, index) => (
            <Table.Row key={`${row.id}-${index}`}>
              <Table.Cell wordBreak="break-word">{row.name}</Table.Cell>
              <Table.Cell textAlign="end">{money(row.price)}</Table.Cell>
              <Table.Cell textAlign="end">{row.quantity}</Table.Cell>
              <Table.Cell textAlign="end">{money(row.total)}</Table.Cell>
              {extra && <Table.Cell textAlign="end">{extra.cell(row)}</Table.Cell>}
            </Table.Row>
          ))}
        </Table.Body>
        {footer && (
          <Table.Footer>
            {footer.map(([label, value]) => (
              <Table.Row key={label}>
                <Table.Cell colSpan={span} textAlign="end" fontWeight="semibold">
                  {label}
                </Table.Cell>
                <Table.Cell textAlign="end" fontWeight="semibold">
                  {value}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Footer>
        )}
      </Table.Root>
    </Table.ScrollArea>
  );
}
