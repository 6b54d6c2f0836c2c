import Sandbox from "../components/web3/Sandbox.client";
import { Web3Page } from "../components/web3/Web3Page";
import { createI18n, useTranslation } from "../i18n";

// Like tDefault, with the English given here (the first page's English texts stay as they were).
export const meta = () => [{ title: createI18n("en").t("TITLE_WEB3_SANDBOX", { defaultValue: "Contract sandbox" }) }];

/** The developers' contract sandbox: linked from nowhere (web3SandboxChallenge). */
export default function Web3SandboxPage() {
  const { t } = useTranslation();
  return (
    <Web3Page title={t("TITLE_WEB3_SANDBOX", { defaultValue: "Contract sandbox" })} body={Sandbox}>
      {/* Spacer image: loading it tells the server this hidden screen was found. */}
      <img src="/assets/public/images/padding/11px.png" alt="" width={1} height={1} style={{ position: "absolute" }} />
    </Web3Page>
  );
}
