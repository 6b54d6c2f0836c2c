import { Box, Button, HStack, Spinner, Stack, Table, Text } from "@chakra-ui/react";
import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import { browserApi, errorText } from "../../lib/api";
import type { Address } from "../../lib/checkout";
import { useSnackbar } from "../../lib/snackbar";
import { useTranslation } from "../../i18n";

/** An address on one line, as lists show it. */
export const addressLine = (a: Pick<Address, "streetAddress" | "city" | "state" | "zipCode">) =>
  [a.streetAddress.replace(/\s*\n\s*/g, ", "), a.city, a.state, a.zipCode].filter(Boolean).join(", ");

/** The signed-in user's addresses, loaded in the browser. */
export function useAddresses() {
  const [addresses, setAddresses] = useState<Address[] | null>(null);
  const reload = useCallback(async () => {
    const response = await browserApi().api.Addresss.$get();
    setAddresses(response.ok ? (await response.json()).data : []);
  }, []);
  useEffect(() => void reload(), [reload]);
  return { addresses, reload };
}

/**
 * The address list (spec part 2 §2): a radio per row in select mode, edit and remove in saved mode,
 * and the add-new button.
 */
export function AddressList({
  mode,
  selected,
  onSelect,
}: {
  mode: "select" | "saved";
  selected?: number | null;
  onSelect?: (id: number) => void;
}) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const { addresses, reload } = useAddresses();

  const remove = async (address: Address) => {
    const response = await browserApi().api.Addresss[":id"].$delete({ param: { id: String(address.id) } });
    if (!response.ok) snackbar.show({ text: await errorText(response), kind: "error" });
    else snackbar.show({ text: t("ADDRESS_REMOVED", { city: address.city }) });
    await reload();
  };

  if (!addresses) return <Spinner aria-label={t("LOADING")} />;
  return (
    <Stack gap="3">
      {addresses.length === 0 ? (
        <Text color="fg.muted" data-testid="no-addresses">
          {t("NO_ADDRESSES_YET")}
        </Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="md" position="relative">
          <Table.Root size="sm" data-testid="address-table">
            <Table.Header>
              <Table.Row>
                {mode === "select" && (
                  <Table.ColumnHeader w="1">
                    <span className="squeeze-visually-hidden">{t("LABEL_SELECT")}</span>
                  </Table.ColumnHeader>
                )}
                <Table.ColumnHeader>{t("LABEL_NAME")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("LABEL_ADDRESS")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("LABEL_COUNTRY")}</Table.ColumnHeader>
                {mode === "saved" && (
                  <Table.ColumnHeader w="1">
                    <span className="squeeze-visually-hidden">{t("LABEL_ACTIONS")}</span>
                  </Table.ColumnHeader>
                )}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {addresses.map((address) => {
                const inputId = `address-${address.id}`;
                return (
                  <Table.Row key={address.id} data-testid="address-row" aria-selected={mode === "select" ? selected === address.id : undefined}>
                    {mode === "select" && (
                      <Table.Cell>
                        <input
                          type="radio"
                          id={inputId}
                          name="address"
                          className="squeeze-radio"
                          checked={selected === address.id}
                          onChange={() => onSelect?.(address.id)}
                          aria-label={t("SELECT_ADDRESS_OF", { name: address.fullName, city: address.city })}
                        />
                      </Table.Cell>
                    )}
                    <Table.Cell>
                      {mode === "select" ? (
                        <label htmlFor={inputId} style={{ cursor: "pointer" }}>
                          {address.fullName}
                        </label>
                      ) : (
                        address.fullName
                      )}
                    </Table.Cell>
                    <Table.Cell wordBreak="break-word">{addressLine(address)}</Table.Cell>
                    <Table.Cell>{address.country}</Table.Cell>
                    {mode === "saved" && (
                      <Table.Cell>
                        <HStack gap="2">
                          <Button asChild size="xs" variant="outline">
                            <Link to={`/address/edit/${address.id}`} aria-label={t("EDIT_ADDRESS_OF", { name: address.fullName, city: address.city })}>
                              {t("BTN_EDIT")}
                            </Link>
                          </Button>
                          <Button size="xs" variant="outline" colorPalette="red" onClick={() => void remove(address)} aria-label={t("REMOVE_ADDRESS_OF", { name: address.fullName, city: address.city })}>
                            {t("BTN_REMOVE")}
                          </Button>
                        </HStack>
                      </Table.Cell>
                    )}
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <Box>
        <Button asChild variant="outline" size="sm">
          <Link to="/address/create">{t("ADD_NEW_ADDRESS")}</Link>
        </Button>
      </Box>
    </Stack>
  );
}
