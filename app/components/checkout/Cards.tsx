import { Box, Button, Field, HStack, Input, NativeSelect, Spinner, Stack, Table, Text } from "@chakra-ui/react";
import { useCallback, useEffect, useId, useState, type FormEvent, type ReactNode } from "react";
import { browserApi, errorText } from "../../lib/api";
import type { Card } from "../../lib/checkout";
import { useSnackbar } from "../../lib/snackbar";
import { useTranslation } from "../../i18n";

/** Card rules (spec part 2 §5, §9). */
export const cardRules = { minNumber: 1e15, maxNumber: 1e16, years: [2080, 2099] } as const;

export function useCards() {
  const [cards, setCards] = useState<Card[] | null>(null);
  const reload = useCallback(async () => {
    const response = await browserApi().api.Cards.$get();
    setCards(response.ok ? (await response.json()).data : []);
  }, []);
  useEffect(() => void reload(), [reload]);
  return { cards, reload };
}

const expiry = (card: Card) => `${String(card.expMonth).padStart(2, "0")}/${card.expYear}`;

/** The saved cards: a radio per row to pay with one, or a remove button. */
export function CardTable({
  cards,
  selected,
  onSelect,
  onRemoved,
}: {
  cards: Card[] | null;
  selected?: number | null;
  onSelect?: (id: number) => void;
  onRemoved?: () => void;
}) {
  const { t } = useTranslation();
  const remove = async (card: Card) => {
    const response = await browserApi().api.Cards[":id"].$delete({ param: { id: String(card.id) } });
    // Spec part 2 §8: a failed delete is only logged.
    if (!response.ok) console.warn(await errorText(response));
    onRemoved?.();
  };
  if (!cards) return <Spinner aria-label={t("LOADING")} />;
  if (cards.length === 0) {
    return (
      <Text color="fg.muted" data-testid="no-cards">
        {t("NO_CARDS_YET")}
      </Text>
    );
  }
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" position="relative">
      <Table.Root size="sm" data-testid="card-table">
        <Table.Header>
          <Table.Row>
            {onSelect && (
              <Table.ColumnHeader w="1">
                <span className="squeeze-visually-hidden">{t("LABEL_SELECT")}</span>
              </Table.ColumnHeader>
            )}
            <Table.ColumnHeader>{t("LABEL_CARD_NUMBER")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("LABEL_NAME")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("LABEL_EXPIRES_ON")}</Table.ColumnHeader>
            {onRemoved && (
              <Table.ColumnHeader w="1">
                <span className="squeeze-visually-hidden">{t("LABEL_ACTIONS")}</span>
              </Table.ColumnHeader>
            )}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {cards.map((card) => (
            <Table.Row key={card.id} data-testid="card-row">
              {onSelect && (
                <Table.Cell>
                  <input
                    type="radio"
                    className="squeeze-radio"
                    name="payment-card"
                    checked={selected === card.id}
                    onChange={() => onSelect(card.id)}
                    aria-label={t("PAY_WITH_CARD", { last4: card.cardNum.slice(-4) })}
                  />
                </Table.Cell>
              )}
              <Table.Cell fontFamily="mono">{card.cardNum}</Table.Cell>
              <Table.Cell>{card.fullName}</Table.Cell>
              <Table.Cell>{expiry(card)}</Table.Cell>
              {onRemoved && (
                <Table.Cell>
                  <Button size="xs" variant="outline" colorPalette="red" onClick={() => void remove(card)} aria-label={t("REMOVE_CARD", { last4: card.cardNum.slice(-4) })}>
                    {t("BTN_REMOVE")}
                  </Button>
                </Table.Cell>
              )}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** A panel that opens and closes, remembering its state under a local-storage key (spec part 2 §2). */
export function RememberedPanel({ storageKey, title, children, testId }: { storageKey: string; title: string; children: ReactNode; testId?: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  useEffect(() => setOpen(localStorage.getItem(storageKey) === "true"), [storageKey]);
  const toggle = () =>
    setOpen((o) => {
      localStorage.setItem(storageKey, String(!o));
      return !o;
    });
  return (
    <Box borderWidth="1px" borderRadius="md" data-testid={testId}>
      <Button variant="ghost" w="full" justifyContent="space-between" aria-expanded={open} aria-controls={id} onClick={toggle}>
        {title}
        <span aria-hidden>{open ? "−" : "+"}</span>
      </Button>
      <Box id={id} hidden={!open} p="4" pt="2">
        {children}
      </Box>
    </Box>
  );
}

const emptyCard = { fullName: "", cardNum: "", expMonth: "", expYear: "" };

/** The add-card form (spec part 2 §5): CREDIT_CARD_SAVED with the last four digits. */
export function AddCardForm({ onAdded }: { onAdded: () => void }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const [form, setForm] = useState(emptyCard);
  const [touched, setTouched] = useState<Partial<Record<keyof typeof emptyCard, boolean>>>({});
  const [busy, setBusy] = useState(false);
  const number = Number(form.cardNum);
  const problems = {
    fullName: form.fullName.trim() ? null : "MANDATORY_NAME",
    cardNum: !form.cardNum ? "MANDATORY_CARD_NUMBER" : !/^\d+$/.test(form.cardNum) || number < cardRules.minNumber || number >= cardRules.maxNumber ? "VALID_CARD_NUMBER" : null,
    expMonth: form.expMonth ? null : "MANDATORY_MONTH",
    expYear: form.expYear ? null : "MANDATORY_YEAR",
  };
  const invalid = Object.values(problems).some(Boolean);
  const shown = (f: keyof typeof emptyCard) => (touched[f] ? problems[f] : null);
  const set = (f: keyof typeof emptyCard) => (e: { target: { value: string } }) => setForm((v) => ({ ...v, [f]: e.target.value }));
  const touch = (f: keyof typeof emptyCard) => () => setTouched((v) => ({ ...v, [f]: true }));
  const years = Array.from({ length: cardRules.years[1] - cardRules.years[0] + 1 }, (_, i) => cardRules.years[0] + i);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (invalid) return;
    setBusy(true);
    try {
      const response = await browserApi().api.Cards.$post({
        json: { fullName: form.fullName.trim(), cardNum: number, expMonth: Number(form.expMonth), expYear: Number(form.expYear) },
      });
      if (!response.ok) return snackbar.show({ text: await errorText(response), kind: "error" });
      snackbar.show({ text: t("CREDIT_CARD_SAVED", { cardnumber: form.cardNum.slice(-4) }) });
      setForm(emptyCard);
      setTouched({});
      onAdded();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate data-testid="add-card-form">
      <Stack gap="3">
        <Field.Root required invalid={!!shown("fullName")}>
          <Field.Label>{t("LABEL_NAME")}</Field.Label>
          <Input name="cardName" autoComplete="cc-name" value={form.fullName} onChange={set("fullName")} onBlur={touch("fullName")} />
          <Field.ErrorText>{t("MANDATORY_NAME")}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={!!shown("cardNum")}>
          <Field.Label>{t("LABEL_CARD_NUMBER")}</Field.Label>
          <Input name="cardNumber" autoComplete="cc-number" inputMode="numeric" maxLength={16} value={form.cardNum} onChange={set("cardNum")} onBlur={touch("cardNum")} />
          <Field.ErrorText>{t(shown("cardNum") ?? "MANDATORY_CARD_NUMBER")}</Field.ErrorText>
        </Field.Root>
        <HStack gap="3" align="start" wrap="wrap">
          <Field.Root required invalid={!!shown("expMonth")} flex="1" minW="32">
            <Field.Label>{t("LABEL_EXPIRY_MONTH")}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field name="expMonth" autoComplete="cc-exp-month" value={form.expMonth} onChange={set("expMonth")} onBlur={touch("expMonth")}>
                <option value="">–</option>
                {Array.from({ length: 12 }, (_, i) => (
                  <option key={i + 1} value={i + 1}>
                    {i + 1}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{t("MANDATORY_MONTH")}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={!!shown("expYear")} flex="1" minW="32">
            <Field.Label>{t("LABEL_EXPIRY_YEAR")}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field name="expYear" autoComplete="cc-exp-year" value={form.expYear} onChange={set("expYear")} onBlur={touch("expYear")}>
                <option value="">–</option>
                {years.map((year) => (
                  <option key={year} value={year}>
                    {year}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{t("MANDATORY_YEAR")}</Field.ErrorText>
          </Field.Root>
        </HStack>
        <HStack justify="end">
          <Button type="submit" colorPalette="orange" variant="outline" disabled={invalid} loading={busy}>
            {t("BTN_SAVE_CARD")}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
