import { namesAny } from "../report-terms";
import { defineChallenge } from "../types";

export default defineChallenge({
  id: 81,
  key: "typosquattingNpmChallenge",
  name: "Legacy Typosquatting",
  category: "Vulnerable Components",
  difficulty: 4,
  tags: [],
  description: "Tell the shop which of its server's past dependencies was a typosquatting imposter.",
  hints: [
    "Developers keep backups of files they are about to change, and forget them.",
    "Compare every package name of an old manifest with the real one's spelling.",
  ],
  mitigationUrl: "https://owasp.org/www-project-top-ten/2017/A9_2017-Using_Components_with_Known_Vulnerabilities",
  tutorialOrder: null,
  ctfCountry: { name: "Kazakhstan", code: "KZ" },
  noVulnerableCode: "The imposter is named in a forgotten backup of the package manifest, not in a line of code.",
  reportedIn: namesAny("drizle-orm"),
});
