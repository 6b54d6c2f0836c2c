/**
 * How the contact form shows (and signs feedback with) its author: the first two characters of the
 * address, stars, then the domain ("ju***@squeeze.test"); "anonymous" for a visitor.
 */
export function maskedAuthor(email: string | null | undefined): string {
  if (!email) return "anonymous";
  const at = email.lastIndexOf("@");
  return at < 0 ? `${email.slice(0, 2)}***` : `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}
