#!/usr/bin/env node
// Writes worker/db/seed/files/ftp/incident-support.kdbx: the support team's password database
// that ended up on the file server (loginSupportChallenge). Run again only to change its contents;
// the master password is weak on purpose, and hinted at in the change-password page's code.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import kdbxweb from "kdbxweb";
import { root } from "./server.mjs";

const masterPassword = "PulpDesk2026!";

const db = kdbxweb.Kdbx.create(new kdbxweb.Credentials(kdbxweb.ProtectedValue.fromString(masterPassword)), "Support incident keys");
db.setVersion(3); // AES-KDF: opens anywhere without an Argon2 implementation
const group = db.getDefaultGroup();
const entries = [
  ["Shop support account", "pulpdesk@squeeze.test", "H3lpD3sk>Qu3ue*Zero^Tickets%2099", "The shared login of the support desk."],
  ["Warehouse label printer", "admin", "labels-labels-labels", "Web console on 10.0.4.17"],
  ["Courier portal (Fruchtexpress)", "squeeze-kielbruck", "Kiwi!Kurier7", "Pickups Mon/Wed/Fri"],
];
for (const [title, user, password, notes] of entries) {
  const entry = db.createEntry(group);
  entry.fields.set("Title", title);
  entry.fields.set("UserName", user);
  entry.fields.set("Password", kdbxweb.ProtectedValue.fromString(password));
  entry.fields.set("Notes", notes);
}
const bytes = new Uint8Array(await db.save());
writeFileSync(join(root, "worker/db/seed/files/ftp/incident-support.kdbx"), bytes);
console.log(`incident-support.kdbx: ${bytes.byteLength} bytes`);
