import { Button, Field, HStack, Input, Spinner, Stack, Text } from "@chakra-ui/react";
import { useEffect, useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { hasCents } from "../../worker/lib/money";
import { Guarded } from "../components/Forbidden";
import { FormCard } from "../components/forms";
import { tDefault, useTranslation } from "../i18n";
import { browserApi } from "../lib/api";
import { money, writeCheckout } from "../lib/checkout";

export const meta = () => [{ title: tDefault("TITLE_WALLET") }];

/** Top-ups of 10 to 1000 (spec part 2 §9). */
export const topUpLimits = { min: 10, max: 1000 } as const;

function Wallet() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [balance, setBalance] = useState<number | null>(null);
  const [amount, setAmount] = useState("");
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    void browserApi()
      .rest.wallet.balance.$get()
      .then(async (response) => setBalance(response.ok ? (await response.json()).data : 0));
  }, []);
  const value = Number(amount);
  const problem = !amount ? "MANDATORY_AMOUNT" : !Number.isFinite(value) || value < topUpLimits.min || value > topUpLimits.max || !hasCents(value) ? "AMOUNT_LIMIT" : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (problem) return setTouched(true);
    writeCheckout("walletTotal", String(value));
    navigate("/payment/wallet");
  };

  return (
    <FormCard title={t("TITLE_WALLET")}>
      <Stack gap="4">
        {balance === null ? (
          <Spinner aria-label={t("LOADING")} />
        ) : (
          <Text fontSize="2xl" fontWeight="semibold" data-testid="wallet-balance">
            {money(balance)}
          </Text>
        )}
        <form onSubmit={submit} noValidate>
          <Stack gap="3">
            <Field.Root required invalid={touched && !!problem}>
              <Field.Label>{t("LABEL_AMOUNT")}</Field.Label>
              <Input name="amount" type="number" inputMode="decimal" min={topUpLimits.min} max={topUpLimits.max} step="0.01" value={amount} onChange={(e) => setAmount(e.target.value)} onBlur={() => setTouched(true)} />
              <Field.ErrorText>{t(problem ?? "MANDATORY_AMOUNT", topUpLimits)}</Field.ErrorText>
            </Field.Root>
            <HStack justify="end">
              <Button type="submit" colorPalette="orange" disabled={!!problem}>
                {t("BTN_DEPOSIT")}
              </Button>
            </HStack>
          </Stack>
        </form>
        <Text fontSize="sm">
          <Link className="squeeze-link" to="/wallet-web3">
            {t("WEB3_WALLET_LINK")}
          </Link>
        </Text>
      </Stack>
    </FormCard>
  );
}

/** The wallet (spec part 2 §2): balance, a deposit that continues to /payment/wallet, the web3 wallet link. */
export default function WalletPage() {
  return (
    <Guarded>
      <Wallet />
    </Guarded>
  );
}
