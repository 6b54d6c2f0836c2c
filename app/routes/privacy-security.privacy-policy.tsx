import { Box, Heading, Stack, Text } from "@chakra-ui/react";
import { Fragment, type ReactNode } from "react";
import { useRouteLoaderData } from "react-router";
import { FormCard } from "../components/forms";
import { tDefault, useTranslation } from "../i18n";
import { useHydrated } from "../lib/hydrated";
import type { loader as rootLoader } from "../root";

export const meta = () => [{ title: tDefault("TITLE_PRIVACY_POLICY") }];

/**
 * A word that stands out a little on hover. Read in order, the marked words spell a path on the
 * server (privacyPolicyProofChallenge, worker/routes/privacy-proof.ts).
 */
const Hot = ({ children }: { children?: ReactNode }) => <span className="squeeze-hot">{children}</span>;

type Tags = Record<string, (text: string) => ReactNode>;

/**
 * A text with a few tags of its own (`<hot>word</hot>`, `<mail>address</mail>`) as React elements.
 * The tags are read from the translation before its `{{placeholders}}` are filled, so a configured
 * value can never turn into markup.
 */
function Marked({ text, values = {}, tags }: { text: string; values?: Record<string, string>; tags: Tags }) {
  const fill = (part: string) => part.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => values[name] ?? match);
  const parts: ReactNode[] = [];
  let at = 0;
  for (const match of text.matchAll(/<(\w+)>(.*?)<\/\1>/g)) {
    const render = tags[match[1]!];
    if (!render) continue;
    parts.push(fill(text.slice(at, match.index)), <Fragment key={match.index}>{render(fill(match[2]!))}</Fragment>);
    at = match.index + match[0].length;
  }
  parts.push(fill(text.slice(at)));
  return <>{parts}</>;
}

/** The policy's sections, each a heading and a text with <hot> words (locales/en/ui.json). */
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
  const hot: Tags = { hot: (word) => <Hot>{word}</Hot> };
  return (
    <FormCard title={t("TITLE_PRIVACY_POLICY")} wide>
      {/* Spacer image: loading it tells the server the policy was opened (privacyPolicyChallenge). */}
      <img src="/assets/public/images/padding/81px.png" alt="" width={1} height={1} style={{ position: "absolute" }} />
      <Stack gap="4" fontSize="sm" lineHeight="tall" data-testid="privacy-policy">
        <Text color="fg.muted">{t("PRIVACY_EFFECTIVE_DATE")}</Text>
        <Text>
          <Marked text={t("PRIVACY_INTRO")} values={{ name, host }} tags={hot} />
        </Text>
        {sections.map((section) => (
          <Box key={section}>
            <Heading as="h2" size="sm" mb="1">
              {t(`PRIVACY_${section}_TITLE`)}
            </Heading>
            <Text>
              <Marked text={t(`PRIVACY_${section}_TEXT`)} tags={hot} />
            </Text>
          </Box>
        ))}
        <Box>
          <Heading as="h2" size="sm" mb="1">
            {t("PRIVACY_CONTACT_TITLE")}
          </Heading>
          <Text>
            <Marked
              text={t("PRIVACY_CONTACT_TEXT")}
              values={{ contact }}
              tags={{
                ...hot,
                mail: (address) => (
                  <a className="squeeze-link" href={`mailto:${contact}`}>
                    {address}
                  </a>
                ),
              }}
            />
          </Text>
        </Box>
      </Stack>
    </FormCard>
  );
}
