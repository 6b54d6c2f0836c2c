import { Button, Field, HStack, Input, Stack } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { campaignCouponDetails, campaignOf } from "../../../worker/lib/campaigns";
import { browserApi, errorText } from "../../lib/api";
import { writeCheckout } from "../../lib/checkout";
import { FormError, FormSuccess } from "../forms";
import { useTranslation } from "../../i18n";

export const couponLength = 10;

/** Today in the browser, as the campaigns date their one day (UTC midnight of the local date). */
function clientDay(): number {
  const now = new Date();
  return Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
}

/**
 * The coupon panel (spec part 2 §2, §8): campaign codes are checked here, against the browser's
 * date; anything else goes to the server, which keeps it on the basket.
 */
export function CouponPanel({ onApplied }: { onApplied: (percent: number) => void }) {
  const { t } = useTranslation();
  const [coupon, setCoupon] = useState("");
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const problem = !coupon ? "MANDATORY_COUPON" : coupon.length !== couponLength ? "INVALID_COUPON_LENGTH" : null;

  const applied = (percent: number) => {
    writeCheckout("couponDiscount", String(percent));
    setDone(t("DISCOUNT_APPLIED", { discount: percent }));
    onApplied(percent);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (problem) return setTouched(true);
    setError(null);
    setDone(null);
    const campaign = campaignOf(coupon);
    if (campaign) {
      if (clientDay() === campaign.validOn) {
        writeCheckout("couponDetails", campaignCouponDetails(campaign));
        applied(campaign.discount);
      } else {
        setError(t("INVALID_COUPON"));
      }
    } else {
      setBusy(true);
      try {
        const bid = sessionStorage.getItem("bid") ?? "0";
        const response = await browserApi().rest.basket[":id"].coupon[":coupon"].$put({ param: { id: bid, coupon: encodeURIComponent(coupon) } });
        if (response.ok) {
          sessionStorage.removeItem("couponDetails");
          applied((await response.json()).discount);
        } else {
          setError(await errorText(response));
        }
      } finally {
        setBusy(false);
      }
    }
    setCoupon("");
    setTouched(false);
  };

  return (
    <form onSubmit={submit} noValidate data-testid="coupon-form">
      <Stack gap="3">
        <FormError id="coupon-error" message={error} testId="coupon-error" />
        <FormSuccess message={done} testId="coupon-applied" />
        <Field.Root required invalid={touched && !!problem}>
          <Field.Label>{t("LABEL_COUPON")}</Field.Label>
          <Input name="coupon" autoComplete="off" maxLength={couponLength} value={coupon} onChange={(e) => setCoupon(e.target.value)} onBlur={() => setTouched(true)} />
          <Field.HelperText>{t("COUPON_HINT", { length: couponLength })}</Field.HelperText>
          <Field.ErrorText>{t(problem ?? "MANDATORY_COUPON", { length: couponLength })}</Field.ErrorText>
        </Field.Root>
        <HStack justify="end">
          <Button type="submit" variant="outline" colorPalette="orange" loading={busy} disabled={!!problem}>
            {t("BTN_REDEEM")}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
