import { allOf, anyOf, namesAny } from "../report-terms";
import { defineChallenge } from "../types";

export default defineChallenge({
  id: 84,
  key: "supplyChainAttackChallenge",
  name: "Supply Chain Attack",
  category: "Vulnerable Components",
  difficulty: 5,
  tags: ["OSINT"],
  description: "Tell the shop about the compromised package its build once pulled in: name the malicious dependency, or link the issue where it was uncovered.",
  hints: [
    "One development dependency of an old manifest was pinned to a version that was published by someone who should not have.",
    "The version itself looked harmless; what it depended on did not.",
  ],
  mitigationUrl: "https://owasp.org/www-project-top-ten/2017/A9_2017-Using_Components_with_Known_Vulnerabilities",
  tutorialOrder: null,
  ctfCountry: { name: "Turkey", code: "TR" },
  noVulnerableCode: "The compromised package is named in a backup of the package manifest, not in a line of code.",
  /** event-stream 3.3.6 depended on flatmap-stream, which carried the payload (event-stream issue 116). */
  reportedIn: anyOf(namesAny("flatmap-stream", "event-stream/issues/116"), allOf(namesAny("event-stream"), namesAny("3.3.6"))),
});
