import BeeHaven from "../components/web3/BeeHaven.client";
import { Web3Page } from "../components/web3/Web3Page";
import { createI18n, useTranslation } from "../i18n";

// Like tDefault, with the English given here (the first page's English texts stay as they were).
export const meta = () => [{ title: createI18n("en").t("TITLE_BEE_HAVEN", { defaultValue: "Bee Haven" }) }];

/** The Bee Haven: Honey Pots minted for PULP on the shop's own chain (nftMintChallenge). */
export default function BeeHavenPage() {
  const { t } = useTranslation();
  return <Web3Page title={t("TITLE_BEE_HAVEN", { defaultValue: "Bee Haven" })} body={BeeHaven} />;
}
