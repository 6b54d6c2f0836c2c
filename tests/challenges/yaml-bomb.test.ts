import { beforeEach, describe, expect, it } from "vitest";
import { isSolved, resetInstance } from "../support/instance";
import { customerToken, upload, yamlAliasBomb } from "../support/uploads";

const sendYaml = async (content: string, name = "order.yml") => upload(await customerToken(), { name, content, type: "application/yaml" });

describe("yamlBombChallenge: an alias bomb, stopped by the alias limit", () => {
  beforeEach(resetInstance);

  it("nine levels of nine aliases each are refused with 422 and solve it", async () => {
    const response = await sendYaml(yamlAliasBomb(9));
    expect(response.status).toBe(422);
    expect((await response.json()).error).toMatch(/alias/i);
    expect(await isSolved("yamlBombChallenge")).toBe(true);
  });

  it("a small bomb of block lists in a .yaml file does it too", async () => {
    const bomb = [
      "base: &base [squeeze, squeeze, squeeze, squeeze, squeeze]",
      "more: &more",
      ...Array(12).fill("  - *base"),
      "most:",
      ...Array(12).fill("  - *more"),
      "",
    ].join("\n");
    expect((await sendYaml(bomb, "bomb.yaml")).status).toBe(422);
    expect(await isSolved("yamlBombChallenge")).toBe(true);
  });

  it("ordinary YAML with anchors, aliases and merge keys does not solve it", async () => {
    const order = ["defaults: &defaults", "  size: 1l", "  chilled: true", "items:", "  - <<: *defaults", "    juice: orange", "  - <<: *defaults", "    juice: mango", "again: *defaults", ""].join("\n");
    const response = await sendYaml(order);
    expect(response.status).toBe(410);
    expect((await response.json()).parsed).toContain('"juice":"mango"');
    expect(await isSolved("yamlBombChallenge")).toBe(false);
  });
});
