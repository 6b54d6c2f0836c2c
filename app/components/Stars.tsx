import { HStack } from "@chakra-ui/react";
import { useTranslation } from "../i18n";
import { StarIcon } from "./icons";

/** A rating as five stars, filled up to the rating; read out as "n of 5 stars". */
export function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation();
  return (
    <HStack gap="0.5" role="img" aria-label={t("RATING_STARS", { rating })}>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} boxSize="4" color={n <= rating ? "orange.300" : "fg.subtle"} />
      ))}
    </HStack>
  );
}
