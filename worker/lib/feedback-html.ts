/**
 * What a feedback comment may keep of HTML, and whether markup that runs script is left in one.
 * Comments are shown as HTML on the about page and in the administration page's feedback table.
 */

const keptTags = new Set(["b", "i", "em", "strong", "u", "br", "p"]);

// vuln-code-snippet start persistedXssFeedbackChallenge
// One pass on purpose: a tag is cut out once, so what surrounds it can close up into a new tag
// ("<<x>img src=x onerror=…>" leaves "<img src=x onerror=…>").
export const sanitizeComment = (comment: string) =>
  comment.replace(/<(\/?)([a-z][a-z0-9]*)\b[^<>]*>/gi, (_tag, slash: string, name: string) => // vuln-code-snippet vuln-line persistedXssFeedbackChallenge
    keptTags.has(name.toLowerCase()) ? `<${slash}${name.toLowerCase()}>` : "",
  );
// vuln-code-snippet end persistedXssFeedbackChallenge

const scriptingTag = /<(script|iframe|object|embed|frame)\b/i;
const handlerAttribute = /<[a-z][^>]*[\s/"']on[a-z]+\s*=/i;
const scriptUrl = /<[a-z][^>]*=\s*["'`]?\s*(javascript|vbscript):/i;

/** Whether the HTML holds markup a browser would run script from (such a tag, an event handler, a script URL). */
export const runsScript = (html: string) => scriptingTag.test(html) || handlerAttribute.test(html) || scriptUrl.test(html);
