import { Box } from "@chakra-ui/react";
import { FormCard } from "../components/forms";
import { tDefault, useTranslation } from "../i18n";

export const meta = () => [{ title: tDefault("TITLE_DATA_ERASURE") }];

/** Data erasure (spec part 2: its content is not shown): the server renders the form at /dataerasure. */
export default function DataErasure() {
  const { t } = useTranslation();
  return (
    <FormCard title={t("TITLE_DATA_ERASURE")} wide>
      <Box borderRadius="md" overflow="hidden" borderWidth="1px">
        <iframe src="/dataerasure" title={t("DATA_ERASURE_FORM")} style={{ width: "100%", height: "26rem", border: 0, display: "block" }} data-testid="data-erasure-frame" />
      </Box>
    </FormCard>
  );
}
