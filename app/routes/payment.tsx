import { Box, Button, Heading, HStack, Spinner, Stack, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { fromCents, percentOf, toCents } from "../../worker/lib/money";
import { merchandiseLinks, retiredDonationLinks } from "../../worker/lib/redirects";
import { AddCardForm, CardTable, RememberedPanel, useCards } from "../components/checkout/Cards";
import { CouponPanel } from "../components/checkout/CouponPanel";
import { Guarded } from "../components/Forbidden";
import { tDefault, useTranslation } from "../i18n";
import { browserApi, errorText } from "../lib/api";
import { storeLogin, useSessionUser } from "../lib/auth";
import { loadBasket } from "../lib/basket-total";
import { money, readCheckout, writeCheckout } from "../lib/checkout";
import { useSnackbar } from "../lib/snackbar";

export const meta = () => [{ title: tDefault("TITLE_PAYMENT") }];

type Mode = "shop" | "wallet" | "deluxe";
const modeOf = (entity: string | undefined): Mode => (entity === "wallet" || entity === "deluxe" ? entity : "shop");

/** Links to elsewhere go through the shop's /redirect (its allowlist: worker/lib/redirects.ts). */
const viaRedirect = (url: string) => `/redirect?to=${encodeURIComponent(url)}`;

/** What the page asks to be paid, in cents. */
function useAmount(mode: Mode, deluxe: boolean, discount: number) {
  const [cents, setCents] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setCents(null);
    if (mode === "wallet") return setCents(toCents(Number(readCheckout("walletTotal") ?? 0)));
    if (mode === "deluxe") {
      void browserApi()
        .rest["deluxe-membership"].$get()
        .then(async (response) => {
          if (response.ok) setCents(toCents((await response.json()).data.membershipCost));
          else setError(await errorText(response));
        });
      return;
    }
    void (async () => {
      const { itemCents } = await loadBasket(deluxe);
      const deliveryId = readCheckout("deliveryMethodId");
      const delivery = deliveryId ? await browserApi().api.Deliverys[":id"].$get({ param: { id: deliveryId } }) : null;
      const deliveryCents = delivery?.ok ? toCents((await delivery.json()).data.price) : 0;
      setCents(itemCents + deliveryCents - percentOf(itemCents, discount));
    })();
  }, [mode, deluxe, discount]);
  return { cents, error };
}

function WalletBlock({ totalCents, onPay, busy }: { totalCents: number; onPay: () => void; busy: boolean }) {
  const { t } = useTranslation();
  const [balance, setBalance] = useState<number | null>(null);
  useEffect(() => {
    void browserApi()
      .rest.wallet.balance.$get()
      .then(async (response) => response.ok && setBalance((await response.json()).data));
  }, []);
  const short = balance !== null && toCents(balance) - totalCents < 0;
  return (
    <Box as="section" aria-labelledby="wallet-payment" borderWidth="1px" borderRadius="md" p="4" data-testid="wallet-block">
      <Heading as="h2" id="wallet-payment" size="md" mb="2">
        {t("PAY_WITH_WALLET")}
      </Heading>
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Text>{t("WALLET_BALANCE", { balance: balance === null ? "…" : money(balance) })}</Text>
        {/* Only once the balance is known: a button that turns from disabled to enabled fades, and
            its colours halfway through fail contrast checks. */}
        {balance !== null && (
          <Button colorPalette="orange" variant="outline" disabled={short} loading={busy} onClick={onPay}>
            {t("BTN_PAY_FROM_WALLET")}
          </Button>
        )}
      </HStack>
    </Box>
  );
}

function OtherOptions() {
  const { t } = useTranslation();
  // Retired: the shop takes no donations any more, so these buttons stay switched off.
  const donations = [
    { name: "Bitcoin", href: viaRedirect(retiredDonationLinks.bitcoin) },
    { name: "Dash", href: viaRedirect(retiredDonationLinks.dash) },
    { name: "Ether", href: viaRedirect(retiredDonationLinks.ether) },
  ];
  return (
    <Box as="section" aria-labelledby="other-options" borderWidth="1px" borderRadius="md" p="4" data-testid="other-options">
      <Heading as="h2" id="other-options" size="md" mb="3">
        {t("OTHER_PAYMENT_OPTIONS")}
      </Heading>
      <Stack gap="3">
        <Text>
          <Link className="squeeze-link" to="/saved-payment-methods">
            {t("MANAGE_CARDS")}
          </Link>
        </Text>
        <Text color="fg.muted">{t("DONATIONS_PAUSED")}</Text>
        <HStack gap="2" wrap="wrap">
          {donations.map((d) => (
            <Button key={d.name} size="sm" variant="outline" disabled onClick={() => window.open(d.href, "_blank", "noopener")}>
              {t("DONATE_WITH", { currency: d.name })}
            </Button>
          ))}
        </HStack>
        <Text>{t("MERCHANDISE")}</Text>
        <HStack gap="4" wrap="wrap">
          <a className="squeeze-link" href={viaRedirect(merchandiseLinks.shirts)} target="_blank" rel="noopener noreferrer">
            {t("MERCH_SHIRTS")}
          </a>
          <a className="squeeze-link" href={viaRedirect(merchandiseLinks.stickers)} target="_blank" rel="noopener noreferrer">
            {t("MERCH_STICKERS")}
          </a>
        </HStack>
      </Stack>
    </Box>
  );
}

/**
 * /payment/{entity} (spec part 2 §2, §4): the basket checkout's payment step, the wallet's top-up
 * (wallet) or the membership (deluxe).
 */
function Payment({ mode }: { mode: Mode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const user = useSessionUser();
  const { cards, reload } = useCards();
  const [discount, setDiscount] = useState(() => (mode === "shop" ? Number(readCheckout("couponDiscount") ?? 0) : 0));
  const { cents, error } = useAmount(mode, user?.role === "deluxe", discount);
  const [card, setCard] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  const fail = async (response: Parameters<typeof errorText>[0]) => snackbar.show({ text: await errorText(response), kind: "error" });

  const payWith = async (payment: number | "wallet") => {
    setBusy(true);
    try {
      if (mode === "shop") {
        writeCheckout("paymentId", String(payment));
        navigate("/order-summary");
      } else if (mode === "wallet") {
        const response = await browserApi().rest.wallet.balance.$put({ json: { balance: fromCents(cents ?? 0), paymentId: Number(payment) } });
        if (!response.ok) return fail(response);
        sessionStorage.removeItem("walletTotal");
        snackbar.show({ text: t("CHARGED_WALLET", { amount: money(fromCents(cents ?? 0)) }) });
        navigate("/wallet");
      } else {
        const body = payment === "wallet" ? { paymentMode: "wallet" } : { paymentMode: "card", paymentId: payment };
        const response = await browserApi().rest["deluxe-membership"].$post({ json: body });
        if (!response.ok) return fail(response);
        const { data } = await response.json();
        storeLogin(data.token, Number(sessionStorage.getItem("bid") ?? 0));
        snackbar.show({ text: data.confirmation });
        navigate("/deluxe-membership");
      }
    } finally {
      setBusy(false);
    }
  };

  const title = t(mode === "wallet" ? "TITLE_TOP_UP" : mode === "deluxe" ? "TITLE_DELUXE_PAYMENT" : "TITLE_PAYMENT");
  return (
    <Stack gap="4" maxW="4xl" mx="auto">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      {error ? (
        <Text color="fg.error" role="alert">
          {error}
        </Text>
      ) : cents === null ? (
        <Spinner aria-label={t("LOADING")} />
      ) : (
        <Text fontSize="lg" data-testid="payment-amount">
          {t("AMOUNT_TO_PAY", { amount: money(fromCents(cents)) })}
        </Text>
      )}
      <Box as="section" aria-labelledby="my-cards">
        <Heading as="h2" id="my-cards" size="md" mb="2">
          {t("MY_PAYMENT_OPTIONS")}
        </Heading>
        <CardTable cards={cards} selected={card} onSelect={setCard} />
      </Box>
      <RememberedPanel storageKey="paymentPanelExpanded" title={t("ADD_NEW_CARD")} testId="add-card-panel">
        <AddCardForm onAdded={() => void reload()} />
      </RememberedPanel>
      {mode !== "wallet" && cents !== null && <WalletBlock totalCents={cents} busy={busy} onPay={() => void payWith("wallet")} />}
      {mode === "shop" && (
        <RememberedPanel storageKey="couponPanelExpanded" title={t("ADD_A_COUPON")} testId="coupon-panel">
          <CouponPanel onApplied={setDiscount} />
        </RememberedPanel>
      )}
      {mode === "shop" && <OtherOptions />}
      <HStack justify="space-between">
        <Button variant="outline" onClick={() => navigate(-1)}>
          {t("BTN_BACK")}
        </Button>
        <Button colorPalette="orange" disabled={card === null || cents === null} loading={busy} onClick={() => card !== null && void payWith(card)}>
          {t("BTN_CONTINUE")}
        </Button>
      </HStack>
    </Stack>
  );
}

export default function PaymentPage() {
  const { entity } = useParams();
  const mode = modeOf(entity);
  return (
    <Guarded>
      <Payment key={mode} mode={mode} />
    </Guarded>
  );
}
