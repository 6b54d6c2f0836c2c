import { Text } from "@chakra-ui/react";
import { FormCard } from "../components/forms";
import { tDefault, useTranslation } from "../i18n";
import { useSessionUser } from "../lib/auth";

export const meta = () => [{ title: tDefault("TITLE_LAST_LOGIN_IP") }];

/** Where the user last logged in from, as the session token says (spec part 2). */
export default function LastLoginIp() {
  const { t } = useTranslation();
  const user = useSessionUser();
  return (
    <FormCard title={t("TITLE_LAST_LOGIN_IP")}>
      <Text color="fg.muted" fontSize="sm" mb="2">
        {t("LAST_LOGIN_IP_EXPLAINED")}
      </Text>
      {/* vuln-code-snippet start httpHeaderXssChallenge */}
      {/* The stored address is shown as HTML, though any proxy header can put markup into it. */}
      <Text fontSize="xl" fontFamily="mono" data-testid="last-login-ip" dangerouslySetInnerHTML={{ __html: user?.lastLoginIp ?? "" }} /> {/* vuln-code-snippet vuln-line httpHeaderXssChallenge */}
      {/* vuln-code-snippet end httpHeaderXssChallenge */}
    </FormCard>
  );
}
