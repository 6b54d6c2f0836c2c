import { Box, Button, Field, Heading, Spinner, Stack, Text } from "@chakra-ui/react";
import { useEffect, useState, type FormEvent } from "react";
import { pulpPass } from "../../worker/lib/pulp-pass";
import { FormCard, FormError, PasswordInput } from "../components/forms";
import { tDefault, useTranslation } from "../i18n";
import { browserApi } from "../lib/api";

export const meta = () => [{ title: tDefault("TITLE_PULP_PASS") }];

/** The token page (spec part 2 §2): locked until its wallet's private key is given. */
export default function JuicyNft() {
  const { t } = useTranslation();
  const [unlocked, setUnlocked] = useState<boolean | null>(null);
  const [key, setKey] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void browserApi()
      .rest.web3.nftUnlocked.$get()
      .then(async (response) => setUnlocked(response.ok ? (await response.json()).status : false))
      .catch(() => setUnlocked(false));
  }, []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!key.trim()) return;
    setBusy(true);
    setError(null);
    try {
      const response = await browserApi().rest.web3.submitKey.$post({ json: { privateKey: key.trim() } });
      const body = (await response.json()) as { success?: boolean; message?: string; error?: string };
      if (body.success) setUnlocked(true);
      else setError(body.message ?? body.error ?? t("ERROR_UNEXPECTED"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormCard title={t("TITLE_PULP_PASS")} wide>
      {unlocked === null ? (
        <Spinner aria-label={t("LOADING")} />
      ) : unlocked ? (
        <Stack gap="4" data-testid="nft-unlocked">
          <Text>{t("PULP_PASS_OWNED")}</Text>
          <Box>
            <Heading as="h2" size="sm" mb="1">
              {t("PULP_PASS_ACCOUNT")}
            </Heading>
            <Box as="code" p="2" display="block" wordBreak="break-all" fontFamily="mono" bg="bg.muted" borderRadius="md">
              {pulpPass.address}
            </Box>
          </Box>
          <Box>
            <Heading as="h2" size="sm" mb="1">
              {t("PULP_PASS_ABOUT")}
            </Heading>
            <Text>{t("PULP_PASS_DESCRIPTION")}</Text>
            <a className="squeeze-link" href={`https://etherscan.io/address/${pulpPass.address}`} target="_blank" rel="noopener noreferrer">
              {t("PULP_PASS_EXPLORER")}
            </a>
          </Box>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="4" data-testid="nft-locked">
            <Text>{t("PULP_PASS_LOCKED")}</Text>
            <FormError id="nft-error" message={error} testId="nft-error" />
            <Field.Root required invalid={!!error}>
              <Field.Label>{t("LABEL_PRIVATE_KEY")}</Field.Label>
              <PasswordInput name="privateKey" autoComplete="off" value={key} onChange={(e) => setKey(e.target.value)} />
            </Field.Root>
            <Button type="submit" colorPalette="orange" disabled={!key.trim()} loading={busy}>
              {t("BTN_AUTHENTICATE")}
            </Button>
          </Stack>
        </form>
      )}
    </FormCard>
  );
}
