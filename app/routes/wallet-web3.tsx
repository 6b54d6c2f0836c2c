import Vault from "../components/web3/Vault.client";
import { Web3Page } from "../components/web3/Web3Page";
import { createI18n, useTranslation } from "../i18n";

// Like tDefault, with the English given here (the first page's English texts stay as they were).
export const meta = () => [{ title: createI18n("en").t("TITLE_WEB3_WALLET", { defaultValue: "Squeeze Vault" }) }];

/** The Web3 wallet: ether saved in the Squeeze Vault on the shop's own chain (web3WalletChallenge). */
export default function WalletWeb3Page() {
  const { t } = useTranslation();
  return <Web3Page title={t("TITLE_WEB3_WALLET", { defaultValue: "Squeeze Vault" })} body={Vault} />;
}
