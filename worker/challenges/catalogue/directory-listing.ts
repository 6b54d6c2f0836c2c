import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 53,
  key: "directoryListingChallenge",
  name: "Confidential Document",
  category: "Sensitive Data Exposure",
  difficulty: 1,
  tags: ["Good for Demos"],
  description: "Get your hands on a confidential document of the board.",
  hints: [
    "The about page links a document on the shop's file server. What else is in that folder?",
    "Search engines are told not to look in some folders. You can read what they are told.",
  ],
  mitigationUrl: `${cheatSheets}/Secure_Cloud_Architecture_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Honduras", code: "HN" },
  coding: {
    hints: [
      "Which route tells a visitor what files there are, and which one hands them out?",
      "robots.txt asks search engines to keep out of /ftp. Does the code ask anything of anyone?",
    ],
    fixes: [
      {
        edits: [{ from: '.get("/", (c) => listing(c, "/ftp"))\n  .get("/quarantine"', to: '.get("/quarantine"' }],
        explanation:
          "Without the listing the board's document is still handed to anyone who asks for /ftp/acquisitions.md. Its name is a plain word, and names travel: old links, browser histories, search caches. Hiding a name does not restrict a file.",
        correct: false,
      },
      {
        edits: [{ from: '.get("/", (c) => listing(c, "/ftp"))', to: '.get("/", requireUser, (c) => listing(c, "/ftp"))' }],
        explanation:
          "Registration is open to everyone, so a listing for signed-in users is a listing for anyone willing to sign up. And the files themselves are still served without even that.",
        correct: false,
      },
      {
        edits: [
          {
            from: '.get("/", (c) => listing(c, "/ftp"))',
            to: '.get("/", (c) => {\n    c.header("X-Robots-Tag", "noindex");\n    return listing(c, "/ftp");\n  })',
          },
        ],
        explanation:
          "X-Robots-Tag says the same as robots.txt: please do not index this. Search engines may listen; a person with a browser never has to. Nothing is kept from anyone.",
        correct: false,
      },
      {
        edits: [
          { from: '.get("/", (c) => listing(c, "/ftp"))', to: '.get("/", (c) => listing(c, "/ftp/public"))' },
          { from: "existingFile(c, `/ftp/${name}`)", to: "existingFile(c, `/ftp/public/${name}`)" },
        ],
        explanation:
          "What is published and what is not no longer share a folder: the listing and the downloads both read /ftp/public, which holds only what customers are meant to have. The board's papers live outside every served folder, so neither the listing nor a guessed name reaches them.",
        correct: true,
      },
    ],
  },
});
