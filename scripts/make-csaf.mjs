#!/usr/bin/env node
/**
 * Writes the shop's CSAF 2.0 advisories (worker/db/seed/well-known/csaf/white/): each advisory's
 * JSON, its .sha512 checksum file (as sha512sum writes it), index.txt and changes.csv. The provider
 * metadata and security.txt are built per request (they name the instance's own address).
 * csafChallenge's answer is the checksum of the one advisory that lists this version as affected:
 * run this after changing an advisory, then update `affectedAdvisoryChecksum` in
 * worker/challenges/catalogue/csaf.ts (a unit test compares them).
 */
import { createHash } from "node:crypto";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

const root = join(import.meta.dirname, "../worker/db/seed/well-known/csaf/white");
const publisher = { category: "vendor", contact_details: "security@squeeze.test", name: "Squeeze Security Team", namespace: "https://squeeze.test" };

const productTree = {
  branches: [
    {
      category: "vendor",
      name: "Squeeze",
      branches: [
        {
          category: "product_name",
          name: "Squeeze juice shop",
          branches: [
            { category: "product_version_range", name: "vers:semver/<0.1.0", product: { name: "Squeeze juice shop before 0.1.0", product_id: "SQZ-0.0" } },
            { category: "product_version_range", name: "vers:semver/>=0.1.0|<0.2.0", product: { name: "Squeeze juice shop 0.1", product_id: "SQZ-0.1" } },
          ],
        },
      ],
    },
  ],
};

function advisory({ id, date, title, summary, vulnerability }) {
  return {
    document: {
      category: "csaf_security_advisory",
      csaf_version: "2.0",
      distribution: { tlp: { label: "WHITE" } },
      lang: "en",
      notes: [{ category: "summary", title: "Summary", text: summary }],
      publisher,
      title,
      tracking: {
        current_release_date: date,
        id,
        initial_release_date: date,
        revision_history: [{ date, number: "1", summary: "First published." }],
        status: "final",
        version: "1",
      },
    },
    product_tree: productTree,
    vulnerabilities: [vulnerability],
  };
}

const advisories = [
  {
    year: 2025,
    file: "sqz-sa-2025-0007.json",
    document: advisory({
      id: "SQZ-SA-2025-0007",
      date: "2025-11-04T09:00:00.000Z",
      title: "Order confirmations readable without signing in",
      summary: "Order confirmation PDFs could be downloaded by anyone who guessed their file name. Fixed in 0.1.0.",
      vulnerability: {
        title: "Predictable order confirmation names",
        cwe: { id: "CWE-639", name: "Authorization Bypass Through User-Controlled Key" },
        notes: [{ category: "description", title: "Description", text: "Confirmations were named after the order number alone and served to any visitor." }],
        product_status: { fixed: ["SQZ-0.1"], known_affected: ["SQZ-0.0"] },
        remediations: [{ category: "vendor_fix", details: "Upgrade to 0.1.0 or later.", product_ids: ["SQZ-0.0"] }],
      },
    }),
  },
  {
    year: 2026,
    file: "sqz-sa-2026-0002.json",
    document: advisory({
      id: "SQZ-SA-2026-0002",
      date: "2026-02-17T14:30:00.000Z",
      title: "Customer feedback sanitizer lets nested tags through",
      summary: "The sanitizer of customer feedback removes disallowed tags in a single pass. Markup nested inside a removed tag survives and runs in the browsers of visitors of the about page and of administrators. No fix is available yet.",
      vulnerability: {
        title: "Stored cross-site scripting through customer feedback",
        cwe: { id: "CWE-79", name: "Improper Neutralization of Input During Web Page Generation ('Cross-site Scripting')" },
        notes: [{ category: "description", title: "Description", text: "A comment such as a tag hidden inside another tag is stored as working markup." }],
        product_status: { known_affected: ["SQZ-0.1"], known_not_affected: ["SQZ-0.0"] },
        remediations: [{ category: "none_available", details: "A fix is being worked on. Until then, administrators should not open the feedback table.", product_ids: ["SQZ-0.1"] }],
      },
    }),
  },
  {
    year: 2026,
    file: "sqz-sa-2026-0003.json",
    document: advisory({
      id: "SQZ-SA-2026-0003",
      date: "2026-03-09T08:15:00.000Z",
      title: "Wholesale order import reads local files (retired interface)",
      summary: "The retired wholesale order import of the 0.0 line resolved external XML entities. The 0.1 line does not ship that import as a supported feature.",
      vulnerability: {
        title: "XML external entities in the wholesale order import",
        cwe: { id: "CWE-611", name: "Improper Restriction of XML External Entity Reference" },
        notes: [{ category: "description", title: "Description", text: "Uploaded order documents could name local files whose content was echoed back." }],
        product_status: { known_affected: ["SQZ-0.0"], known_not_affected: ["SQZ-0.1"] },
        remediations: [{ category: "vendor_fix", details: "Upgrade to 0.1.0 or later.", product_ids: ["SQZ-0.0"] }],
      },
    }),
  },
];

rmSync(root, { recursive: true, force: true });
const index = [];
const changes = [];
for (const { year, file, document } of advisories) {
  const path = join(root, String(year), file);
  mkdirSync(dirname(path), { recursive: true });
  const json = `${JSON.stringify(document, null, 2)}\n`;
  writeFileSync(path, json);
  const hash = createHash("sha512").update(json).digest("hex");
  writeFileSync(`${path}.sha512`, `${hash}  ${file}\n`);
  index.push(`${year}/${file}`);
  changes.push(`"${year}/${file}","${document.document.tracking.current_release_date}"`);
  console.log(`${document.document.tracking.id}  ${hash}`);
}
writeFileSync(join(root, "index.txt"), `${index.join("\n")}\n`);
writeFileSync(join(root, "changes.csv"), `${changes.reverse().join("\n")}\n`);
