import { Button, Field, HStack, Input, Stack, Textarea } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import type { Address } from "../../lib/checkout";
import { useTranslation } from "../../i18n";

/** The address rules of spec part 2 §5 and §9. */
export const addressRules = { mobile: { min: 1111111, max: 9999999999 }, zipMax: 8, streetMax: 160 } as const;

export type AddressInput = Pick<Address, "country" | "fullName" | "mobileNum" | "zipCode" | "streetAddress" | "city" | "state">;
type FieldName = keyof AddressInput;
const fields: FieldName[] = ["country", "fullName", "mobileNum", "zipCode", "streetAddress", "city", "state"];

const empty: Record<FieldName, string> = { country: "", fullName: "", mobileNum: "", zipCode: "", streetAddress: "", city: "", state: "" };

function problemOf(name: FieldName, value: string): string | null {
  const text = value.trim();
  switch (name) {
    case "country":
      return text ? null : "MANDATORY_COUNTRY";
    case "fullName":
      return text ? null : "MANDATORY_NAME";
    case "city":
      return text ? null : "MANDATORY_CITY";
    case "mobileNum": {
      if (!text) return "MANDATORY_MOBILE_NUMBER";
      const n = Number(text);
      return /^\d+$/.test(text) && n >= addressRules.mobile.min && n <= addressRules.mobile.max ? null : "INVALID_MOBILE_NUMBER";
    }
    case "zipCode":
      return !text ? "MANDATORY_ZIP" : text.length > addressRules.zipMax ? "ZIP_CODE_TOO_LONG" : null;
    case "streetAddress":
      return !text ? "MANDATORY_ADDRESS" : text.length > addressRules.streetMax ? "ADDRESS_TOO_LONG" : null;
    default:
      return null;
  }
}

const labels: Record<FieldName, string> = {
  country: "LABEL_COUNTRY",
  fullName: "LABEL_NAME",
  mobileNum: "LABEL_MOBILE_NUMBER",
  zipCode: "LABEL_ZIP_CODE",
  streetAddress: "LABEL_ADDRESS",
  city: "LABEL_CITY",
  state: "LABEL_STATE",
};
const autoComplete: Record<FieldName, string> = {
  country: "country-name",
  fullName: "name",
  mobileNum: "tel",
  zipCode: "postal-code",
  streetAddress: "street-address",
  city: "address-level2",
  state: "address-level1",
};

/** The create/edit form of an address, with Back and Submit (spec part 2 §2). */
export function AddressForm({
  initial,
  busy,
  onSubmit,
  onBack,
}: {
  initial?: AddressInput;
  busy: boolean;
  onSubmit: (address: AddressInput) => Promise<boolean>;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const start = initial ? Object.fromEntries(fields.map((f) => [f, String(initial[f] ?? "")])) as Record<FieldName, string> : empty;
  const [form, setForm] = useState(start);
  const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>({});
  const problems = Object.fromEntries(fields.map((f) => [f, problemOf(f, form[f])])) as Record<FieldName, string | null>;
  const invalid = fields.some((f) => problems[f]);
  const shown = (f: FieldName) => (touched[f] ? problems[f] : null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (invalid) return setTouched(Object.fromEntries(fields.map((f) => [f, true])));
    const saved = await onSubmit({
      country: form.country.trim(),
      fullName: form.fullName.trim(),
      mobileNum: Number(form.mobileNum),
      zipCode: form.zipCode.trim(),
      streetAddress: form.streetAddress.trim(),
      city: form.city.trim(),
      state: form.state.trim(),
    });
    // Spec part 2 §8: the form resets after a save, and after a failed one.
    setForm(saved || !initial ? empty : start);
    setTouched({});
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        {fields.map((name) => {
          const common = {
            name,
            value: form[name],
            autoComplete: autoComplete[name],
            onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })),
            onBlur: () => setTouched((t) => ({ ...t, [name]: true })),
          };
          return (
            <Field.Root key={name} required={name !== "state"} invalid={!!shown(name)}>
              <Field.Label>{t(labels[name])}</Field.Label>
              {name === "streetAddress" ? (
                <Textarea {...common} rows={3} maxLength={addressRules.streetMax + 20} />
              ) : (
                <Input {...common} inputMode={name === "mobileNum" ? "numeric" : undefined} />
              )}
              <Field.ErrorText>{t(shown(name) ?? "MANDATORY_NAME", { range: "1000000-9999999999", max: name === "zipCode" ? addressRules.zipMax : addressRules.streetMax })}</Field.ErrorText>
            </Field.Root>
          );
        })}
        <HStack gap="3" justify="end" wrap="wrap">
          <Button variant="outline" onClick={onBack}>
            {t("BTN_BACK")}
          </Button>
          <Button type="submit" colorPalette="orange" loading={busy} disabled={invalid && Object.keys(touched).length > 0}>
            {t("BTN_SUBMIT")}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
