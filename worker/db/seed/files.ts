import type { Db, Statement } from "../handle";
import { writeFileStatement } from "../../lib/files";

/**
 * The instance's starting files: everything under worker/db/seed/files/ becomes the file of the
 * same path in the virtual file system ("files/ftp/legal.md" is "/ftp/legal.md").
 */
const seedFiles = import.meta.glob<string>("./files/**/*", { query: "?base64", import: "default", eager: true });

const bytesOf = (base64: string) => Uint8Array.from(atob(base64), (ch) => ch.charCodeAt(0));

export function seedFileStatements(db: Db): Statement[] {
  return Object.entries(seedFiles).map(([path, base64]) => writeFileStatement(db, path.slice("./files".length), bytesOf(base64)));
}
