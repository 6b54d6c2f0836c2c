import type { AppConfig } from "../config";
import { seedBrain } from "../lib/chatbot/brain";
import { insertDocumentStatement } from "../lib/documents";
import { maskedAuthor } from "../lib/feedback-author";
import { writeFileStatement } from "../lib/files";
import type { Db, Statement } from "./handle";
import * as t from "./schema";
import { feedbacks } from "./seed/feedbacks";
import { memories } from "./seed/memories";
import { users } from "./seed/users";

/** The photo wall's pictures (worker/db/seed/photos/), as base64. */
const photos = import.meta.glob<string>("./seed/photos/*", { query: "?base64", import: "default", eager: true });

const bytesOf = (base64: string) => Uint8Array.from(atob(base64), (ch) => ch.charCodeAt(0));

/** A seeded user's id: their position in users.ts. */
function userId(localPart: string): number {
  const index = users.findIndex((u) => u.localPart === localPart);
  if (index < 0) throw new Error(`seed: no user ${localPart}`);
  return index + 1;
}

/**
 * What customers have said and shown: feedback (signed with the masked author, as the contact form
 * signs it), the photo wall's memories and their pictures, and the support bot's first memory.
 */
export function seedTalkStatements(db: Db, config: AppConfig): Statement[] {
  const statements: Statement[] = [];
  for (const { author, comment, rating } of feedbacks) {
    const email = author === null ? null : `${author}@${config.application.domain}`;
    statements.push(db.insert(t.feedbacks).values({ UserId: author === null ? null : userId(author), comment: `${comment} (${maskedAuthor(email)})`, rating }));
  }
  for (const memory of memories) {
    const base64 = photos[`./seed/photos/${memory.photo}`];
    if (base64 === undefined) throw new Error(`seed: no photo ${memory.photo}`);
    const imagePath = `/assets/public/images/uploads/${memory.fileName}`;
    statements.push(
      writeFileStatement(db, imagePath, bytesOf(base64)),
      db.insert(t.memories).values({ UserId: memory.author === null ? null : userId(memory.author), caption: memory.caption, imagePath }),
    );
  }
  statements.push(insertDocumentStatement(db, "chatbot", seedBrain()));
  return statements;
}
