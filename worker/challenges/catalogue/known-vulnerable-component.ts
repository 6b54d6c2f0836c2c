import { allOf, namesAny } from "../report-terms";
import { defineChallenge } from "../types";

export default defineChallenge({
  id: 83,
  key: "knownVulnerableComponentChallenge",
  name: "Vulnerable Library",
  category: "Vulnerable Components",
  difficulty: 4,
  tags: ["OSINT"],
  description: "Tell the shop which library it once depended on in a version with a well-known vulnerability, naming both.",
  hints: [
    "An old manifest of the shop's server lies around somewhere.",
    "Look each dependency's version up in a vulnerability database; one of them lets a token choose how it is checked.",
  ],
  mitigationUrl: "https://owasp.org/www-project-top-ten/2017/A9_2017-Using_Components_with_Known_Vulnerabilities",
  tutorialOrder: null,
  ctfCountry: { name: "Turkmenistan", code: "TM" },
  noVulnerableCode: "The library and its version are named in a backup of the package manifest, not in a line of code.",
  /** jsonwebtoken before 4.2.2 let a token pick HS256 with the public key (CVE-2015-9235). */
  reportedIn: allOf(namesAny("jsonwebtoken"), namesAny("4.2.1")),
});
