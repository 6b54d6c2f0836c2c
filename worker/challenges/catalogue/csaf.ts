import { namesAny } from "../report-terms";
import { defineChallenge } from "../types";

/**
 * The SHA-512 checksum file's hash of SQZ-SA-2026-0002, the one advisory that lists the shop's own
 * version as known affected (written by scripts/make-csaf.mjs; a unit test keeps them equal).
 */
export const affectedAdvisoryChecksum =
  "a30a4a7fd62f4e264451612aba0602038e8e00c88abb4286216eba7f85f2a897bdca15668a96ccdc593a43d794aa82e9ce350860ab807ba391761a10c69f51fe";

export default defineChallenge({
  id: 88,
  key: "csafChallenge",
  name: "Security Advisory",
  category: "Miscellaneous",
  difficulty: 3,
  tags: [],
  description: "The shop publishes security advisories in a machine-readable format. Report the checksum of the one advisory that says this very version is affected.",
  hints: [
    "Where would a security researcher look first for how to reach a site's security team?",
    "Advisories come with checksum files; compare the affected products with the shop's version.",
  ],
  mitigationUrl: null,
  tutorialOrder: null,
  ctfCountry: { name: "Uzbekistan", code: "UZ" },
  noVulnerableCode: "Publishing advisories is good practice; the challenge is finding and reading them.",
  reportedIn: namesAny(affectedAdvisoryChecksum),
});
