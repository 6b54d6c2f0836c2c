import { describe, expect, it } from "vitest";
import { memoryChartSvg } from "../../scripts/measure.mjs";

/** The soak's memory picture (docs/performance.md, `npm run soak`): plain SVG text, no library. */
describe("memoryChartSvg", () => {
  const svg: string = memoryChartSvg({
    title: "soak <quick> & co",
    series: [
      { label: "total RSS", color: "#222", points: [[0, 210], [2, 311], [36.2, 399]] },
      { label: "workerd", color: "#d62728", points: [[0, 107], [2, 207], [36.2, 295]], dashed: true },
    ],
    marks: [{ s: 2, label: "students start" }],
  });

  it("draws a polyline per series with its points inside the picture, and axes in MB and seconds", () => {
    const polylines = [...svg.matchAll(/<polyline [^>]*points="([^"]+)"/g)].map((m) => m[1]!.split(" ").map((p) => p.split(",").map(Number)));
    expect(polylines).toHaveLength(2);
    expect(polylines.map((p) => p.length)).toEqual([3, 3]);
    const [, , width, height] = /viewBox="([^"]+)"/.exec(svg)![1]!.split(" ").map(Number);
    for (const [x, y] of polylines.flat()) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(width!);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(height!);
    }
    // The highest point is the highest on the picture (smallest y), the first the lowest of its line.
    expect(Math.min(...polylines[0]!.map(([, y]) => y!))).toBe(polylines[0]![2]![1]);
    expect(svg).toContain(">MB</text>");
    expect(svg).toContain(">seconds</text>");
    expect(svg).toContain(">400</text>");
    expect(svg).toContain(">students start</text>");
    expect(svg).toContain(">workerd</text>");
  });

  it("escapes text and is one well-formed svg element", () => {
    expect(svg).toContain("soak &lt;quick&gt; &amp; co");
    expect(svg.trim().startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.trim().endsWith("</svg>")).toBe(true);
    expect(svg.match(/<svg/g)).toHaveLength(1);
  });
});
