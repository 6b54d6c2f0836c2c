import { Box, Heading, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Trans, useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import { FormCard } from "../components/forms";
import { tDefault } from "../i18n";
import { useHydrated } from "../lib/hydrated";
import type { loader as rootLoader } from "../root";

export const meta = () => [{ title: tDefault("TITLE_PRIVACY_POLICY") }];

/**
 * A word that stands out a little on hover. Read in order, the marked words spell a path on the
 * server (privacyPolicyProofChallenge, worker/routes/privacy-proof.ts).
 */
const Hot = ({ children }: { children?: ReactNode }) => <span className="squeeze-hot">{children}</span>;

/** The policy's sections, each a heading and a text with <hot> words (app/i18n/en.json). */
const sections = ["COLLECT", "USE", "STORAGE", "RETENTION", "RIGHTS"] as const;

/** The shop's privacy policy (spec part 2 §2): static text, the shop's name, host and contact from the configuration. */
export default function PrivacyPolicy() {
  const { t } = useTranslation();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const hydrated = useHydrated();
  const name = root?.config.application.name ?? "Squeeze";
  const configured = root?.config.server.baseUrl ? new URL(root.config.server.baseUrl).host : "";
  const host = configured || (hydrated ? window.location.host : root?.config.application.domain ?? "");
  const contact = root?.config.application.privacyContactEmail || `donotreply@${host}`;
  const hot = { hot: <Hot /> };
  return (
    <FormCard title={t("TITLE_PRIVACY_POLICY")} wide>
      {/* Spacer image: loading it tells the server the policy was opened (privacyPolicyChallenge). */}
      <img src="/assets/public/images/padding/81px.png" alt="" width={1} height={1} style={{ position: "absolute" }} />
      <Stack gap="4" fontSize="sm" lineHeight="tall" data-testid="privacy-policy">
        <Text color="fg.muted">{t("PRIVACY_EFFECTIVE_DATE")}</Text>
        <Text>
          <Trans i18nKey="PRIVACY_INTRO" values={{ name, host }} components={hot} />
        </Text>
        {sections.map((section) => (
          <Box key={section}>
            <Heading as="h2" size="sm" mb="1">
              {t(`PRIVACY_${section}_TITLE`)}
            </Heading>
            <Text>
              <Trans i18nKey={`PRIVACY_${section}_TEXT`} components={hot} />
            </Text>
          </Box>
        ))}
        <Box>
          <Heading as="h2" size="sm" mb="1">
            {t("PRIVACY_CONTACT_TITLE")}
          </Heading>
          <Text>
            <Trans i18nKey="PRIVACY_CONTACT_TEXT" values={{ contact }} components={{ ...hot, mail: <a className="squeeze-link" href={`mailto:${contact}`} /> }} />
          </Text>
        </Box>
      </Stack>
    </FormCard>
  );
}
