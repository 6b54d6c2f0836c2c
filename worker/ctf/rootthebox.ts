import type { CtfChallenge } from "./export";
import { markdownOf } from "./text";

/**
 * RootTheBox's XML import (Admin → Game Objects → Import, or setup/xmlsetup.py): categories, then
 * one corporation whose boxes are the catalogue's categories, each challenge a static flag of its
 * box with its hints. The importer reads child elements by tag name (`get_child_text`), skips a
 * box whose name is taken, and needs each box's category among the imported categories. Limits it
 * enforces: box names 3 to 32 characters, corporation names up to 32, flag names up to 64, box
 * difficulty up to 16, descriptions up to 4096. Its pages escape HTML and render Markdown, hence
 * the Markdown texts.
 */

const xmlText = (text: string) =>
  text
    // XML 1.0 has no way to write most control characters.
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");

const element = (name: string, text: string | number) => `<${name}>${xmlText(String(text))}</${name}>`;

const stars = (min: number, max: number) => (min === max ? `${min} star${min === 1 ? "" : "s"}` : `${min} to ${max} stars`);

/** The game level every RootTheBox has from its bootstrap: the boxes need no levels of their own. */
const firstGameLevel = 0;

const howToPlay = "Each flag is one challenge: exploit the shop, then submit the flag its notification shows.";

export function rootTheBoxXml(challenges: readonly CtfChallenge[], o: { corporation: string }): string {
  const corporation = o.corporation.slice(0, 32) || "Squeeze";
  const categories = [...new Set(challenges.map((c) => c.category))].sort().map((name) => {
    const members = challenges.filter((c) => c.category === name).sort((a, b) => a.difficulty - b.difficulty || a.name.localeCompare(b.name));
    const difficulties = members.map((c) => c.difficulty);
    const range = stars(Math.min(...difficulties), Math.max(...difficulties));
    const count = `${members.length} challenge${members.length === 1 ? "" : "s"}`;
    return { name, members, range, about: `${name}: ${count} of ${corporation}, ${range}.` };
  });
  const lines: string[] = ['<?xml version="1.0" encoding="UTF-8"?>', '<rootthebox api="1">'];
  lines.push(`  <categories count="${categories.length}">`);
  for (const category of categories) {
    lines.push(`    <category>${element("category", category.name)}${element("description", category.about)}</category>`);
  }
  lines.push("  </categories>", '  <corporations count="1">', "    <corporation>", `      ${element("name", corporation)}`);
  lines.push(`      <boxes count="${categories.length}">`);
  for (const { name, members, range, about } of categories) {
    lines.push("        <box>");
    lines.push(`          ${element("name", name)}`);
    lines.push(`          ${element("gamelevel", firstGameLevel)}`);
    lines.push(`          ${element("category", name)}`);
    lines.push(`          ${element("difficulty", range)}`);
    lines.push(`          ${element("description", `${about} ${howToPlay}`)}`);
    lines.push(`          <flags count="${members.length}">`);
    members.forEach((c, index) => {
      lines.push('            <flag type="static">');
      lines.push(`              ${element("name", c.name)}`);
      lines.push(`              ${element("token", c.flag)}`);
      lines.push(`              ${element("description", markdownOf(c.description))}`);
      lines.push(`              ${element("value", c.points)}`);
      lines.push(`              ${element("order", index + 1)}`);
      if (c.hints.length) {
        lines.push(`              <hints count="${c.hints.length}">`);
        for (const hint of c.hints) {
          lines.push(`                <hint>${element("description", markdownOf(hint.text))}${element("price", hint.cost)}</hint>`);
        }
        lines.push("              </hints>");
      }
      lines.push("            </flag>");
    });
    lines.push("          </flags>", "        </box>");
  }
  lines.push("      </boxes>", "    </corporation>", "  </corporations>", "</rootthebox>");
  return `${lines.join("\n")}\n`;
}
