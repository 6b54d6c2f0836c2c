/**
 * sanitize-html 1.4.2 (pinned on purpose, see docs/decisions/0041-real-old-sanitizer.md) ships no
 * types. This is the one call the shop makes: the library's defaults, HTML in, HTML out.
 */
declare module "sanitize-html" {
  const sanitizeHtml: (html: string) => string;
  export default sanitizeHtml;
}
