import { Box, Button, Heading, HStack, Spinner, Stack, Table, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { addressLine } from "../components/checkout/AddressList";
import { LeafIcon, RocketIcon, TruckIcon } from "../components/icons";
import { tDefault, useTranslation } from "../i18n";
import { browserApi } from "../lib/api";
import { money, readCheckout, writeCheckout, type Address, type DeliveryMethod } from "../lib/checkout";
import { useHydrated } from "../lib/hydrated";

export const meta = () => [{ title: tDefault("TITLE_DELIVERY_METHOD") }];

const icons = { rocket: RocketIcon, "shipping-fast": TruckIcon, truck: TruckIcon, leaf: LeafIcon } as const;
const iconOf = (name: string) => icons[name as keyof typeof icons] ?? TruckIcon;

/** The chosen address, read by the id kept in session storage (spec part 2 §2). */
export function ChosenAddress({ address }: { address: Address }) {
  const { t } = useTranslation();
  return (
    <Box as="section" aria-labelledby="chosen-address" borderWidth="1px" borderRadius="md" p="4" bg="bg.panel" data-testid="chosen-address">
      <Heading as="h2" id="chosen-address" size="sm" mb="2" color="fg.muted">
        {t("DELIVERY_ADDRESS")}
      </Heading>
      <Text fontWeight="semibold">{address.fullName}</Text>
      <Text>{addressLine(address)}</Text>
      <Text>{address.country}</Text>
      <Text color="fg.muted">{t("PHONE_NUMBER_SHORT", { number: address.mobileNum })}</Text>
    </Box>
  );
}

/** Checkout step 2: how the order travels. Continue stays off until a method is chosen. */
export default function DeliveryMethodPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [address, setAddress] = useState<Address | null>(null);
  const [methods, setMethods] = useState<DeliveryMethod[] | null>(null);
  const [chosen, setChosen] = useState<number | undefined>(undefined);

  useEffect(() => {
    const addressId = readCheckout("addressId");
    if (addressId) {
      void browserApi()
        .api.Addresss[":id"].$get({ param: { id: addressId } })
        .then(async (response) => response.ok && setAddress((await response.json()).data));
    }
    void browserApi()
      .api.Deliverys.$get()
      .then(async (response) => setMethods(response.ok ? (await response.json()).data : []));
  }, []);

  return (
    <Stack gap="4" maxW="4xl" mx="auto">
      <Heading as="h1" size="xl">
        {t("TITLE_DELIVERY_METHOD")}
      </Heading>
      {address && <ChosenAddress address={address} />}
      {!hydrated || !methods ? (
        <Spinner aria-label={t("LOADING")} />
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="md" position="relative">
          <Table.Root size="sm" data-testid="delivery-methods">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader w="1">
                  <span className="squeeze-visually-hidden">{t("LABEL_SELECT")}</span>
                </Table.ColumnHeader>
                <Table.ColumnHeader>{t("LABEL_NAME")}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t("LABEL_PRICE")}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t("LABEL_ETA")}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {methods.map((method) => {
                const Icon = iconOf(method.icon);
                const id = `delivery-${method.id}`;
                return (
                  <Table.Row key={method.id} data-testid="delivery-row">
                    <Table.Cell>
                      <input
                        type="radio"
                        className="squeeze-radio"
                        id={id}
                        name="delivery-method"
                        checked={chosen === method.id}
                        // Choosing the chosen one again unchooses it (spec part 2 §2).
                        onClick={() => setChosen((c) => (c === method.id ? undefined : method.id))}
                        onChange={() => undefined}
                      />
                    </Table.Cell>
                    <Table.Cell>
                      <HStack asChild gap="2">
                        <label htmlFor={id} style={{ cursor: "pointer" }}>
                          <Icon aria-hidden />
                          {method.name}
                        </label>
                      </HStack>
                    </Table.Cell>
                    <Table.Cell textAlign="end">{money(method.price)}</Table.Cell>
                    <Table.Cell textAlign="end">{t("ETA_DAYS", { count: method.eta })}</Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <HStack justify="space-between">
        <Button variant="outline" onClick={() => navigate(-1)}>
          {t("BTN_BACK")}
        </Button>
        <Button
          colorPalette="orange"
          disabled={chosen === undefined}
          onClick={() => {
            writeCheckout("deliveryMethodId", String(chosen));
            navigate("/payment/shop");
          }}
        >
          {t("BTN_CONTINUE")}
        </Button>
      </HStack>
    </Stack>
  );
}
