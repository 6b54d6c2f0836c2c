/**
 * The countries FBCTF's database knows (its `countries` table, by ISO 3166 code). Its level import
 * looks a level's `entity_iso_code` up there and silently skips a level whose code is missing;
 * its map draws only the countries that are enabled, and shows one level per country.
 */
export const fbctfCountryCodes: ReadonlySet<string> = new Set(
  (
    "AE AF AL AM AO AR AT AU AZ BA BD BE BF BG BI BJ BN BO BR BS BT BW BY BZ CA CD CF CG CH CI CL CM CN CO CR CU CY CZ " +
    "DE DJ DK DO DZ EC EE EG EH ER ES ET FI FJ FK FR GA GB GE GF GH GL GM GN GQ GR GT GW GY HN HR HT HU ID IE IL IN IQ " +
    "IR IS IT JM JO JP KE KG KH KP KR KW KZ LA LB LK LR LS LT LU LV LY MA MD ME MG MK ML MM MN MR MW MX MY MZ NA NC NE " +
    "NG NI NL NO NP NZ OM PA PE PG PH PK PL PR PS PT PY QA RO RS RU RW SA SB SD SE SI SJ SK SL SN SO SR SS SV SY SZ TD " +
    "TF TG TH TJ TL TM TN TR TT TW TZ UA UG US UY UZ VE VN VU XK YE ZA ZM ZW"
  ).split(" "),
);

/** The ones a fresh FBCTF enables; the admin's Countries section enables the others one by one. */
export const fbctfEnabledCountryCodes: ReadonlySet<string> = new Set(
  (
    "AF AO AR AT AU AZ BD BF BO BR BW BY CA CD CF CG CI CL CM CN CO CR CU CZ DE DZ EC EG ES ET FI FR GB GL GN GR GT GY " +
    "HN HR ID IN IR IT JP KE KG KP KZ LA LY MA MG ML MM MN MR MX MY MZ NA NE NG NI NO NZ OM PE PG PH PK PL PT PY RO RS " +
    "RU SA SD SE SJ SN SO SS TD TH TJ TM TR TZ UA US UZ VE VN YE ZA ZM ZW"
  ).split(" "),
);
