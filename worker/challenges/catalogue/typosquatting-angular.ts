import { namesAny } from "../report-terms";
import { defineChallenge } from "../types";

export default defineChallenge({
  id: 82,
  key: "typosquattingAngularChallenge",
  name: "Frontend Typosquatting",
  category: "Vulnerable Components",
  difficulty: 5,
  tags: [],
  description: "Tell the shop which package in its pages' dependencies is a typosquatting imposter.",
  hints: [
    "The pages ship with a list of everything they are built from, as open-source licences demand.",
    "One name on that list is almost, but not quite, a popular package's.",
  ],
  mitigationUrl: "https://owasp.org/www-project-top-ten/2017/A9_2017-Using_Components_with_Known_Vulnerabilities",
  tutorialOrder: null,
  ctfCountry: { name: "Laos", code: "LA" },
  noVulnerableCode: "The imposter is named in the pages' third-party licence notice, not in a line of code.",
  reportedIn: namesAny("canvas-confeti"),
});
