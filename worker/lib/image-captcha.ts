/**
 * The data export's image captcha: five characters drawn as jittered strokes of a small font of
 * our own (paths, not text, so the answer is not sitting in the SVG), with noise lines over them.
 */
type Stroke = readonly (readonly [number, number])[];

/** Each glyph on a 4 × 6 grid, y downwards. Letters and digits that look alike are left out. */
const glyphs: Record<string, readonly Stroke[]> = {
  A: [[[0, 6], [0, 2], [2, 0], [4, 2], [4, 6]], [[0, 3.5], [4, 3.5]]],
  C: [[[4, 0], [0, 0], [0, 6], [4, 6]]],
  E: [[[4, 0], [0, 0], [0, 6], [4, 6]], [[0, 3], [3, 3]]],
  F: [[[4, 0], [0, 0], [0, 6]], [[0, 3], [3, 3]]],
  H: [[[0, 0], [0, 6]], [[4, 0], [4, 6]], [[0, 3], [4, 3]]],
  K: [[[0, 0], [0, 6]], [[4, 0], [0, 3], [4, 6]]],
  L: [[[0, 0], [0, 6], [4, 6]]],
  M: [[[0, 6], [0, 0], [2, 3], [4, 0], [4, 6]]],
  N: [[[0, 6], [0, 0], [4, 6], [4, 0]]],
  P: [[[0, 6], [0, 0], [4, 0], [4, 3], [0, 3]]],
  R: [[[0, 6], [0, 0], [4, 0], [4, 3], [0, 3], [4, 6]]],
  T: [[[0, 0], [4, 0]], [[2, 0], [2, 6]]],
  V: [[[0, 0], [2, 6], [4, 0]]],
  W: [[[0, 0], [1, 6], [2, 3], [3, 6], [4, 0]]],
  X: [[[0, 0], [4, 6]], [[4, 0], [0, 6]]],
  Y: [[[0, 0], [2, 3], [4, 0]], [[2, 3], [2, 6]]],
  "3": [[[0, 0], [4, 0], [4, 6], [0, 6]], [[1, 3], [4, 3]]],
  "4": [[[3, 6], [3, 0], [0, 4], [4, 4]]],
  "7": [[[0, 0], [4, 0], [1, 6]]],
  "9": [[[4, 3], [0, 3], [0, 0], [4, 0], [4, 6], [0, 6]]],
};

export const captchaAlphabet = Object.keys(glyphs).join("");
export const captchaLength = 5;

const random = () => crypto.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32;
const between = (min: number, max: number) => min + random() * (max - min);
const round = (n: number) => Math.round(n * 10) / 10;

export function newCaptchaAnswer(): string {
  return Array.from({ length: captchaLength }, () => captchaAlphabet[Math.floor(random() * captchaAlphabet.length)]).join("");
}

/** The answer drawn as an SVG data URL. */
export function captchaImage(answer: string): string {
  const [width, height, scale] = [220, 70, 6];
  const parts: string[] = [];
  [...answer].forEach((ch, i) => {
    const [x, y, angle] = [18 + i * 40 + between(-3, 3), 16 + between(-5, 5), between(-18, 18)];
    const hue = Math.floor(between(20, 60));
    const paths = (glyphs[ch] ?? [])
      .map((stroke) => `M${stroke.map(([px, py]) => `${round(px * scale + between(-1.5, 1.5))} ${round(py * scale + between(-1.5, 1.5))}`).join(" L")}`)
      .join(" ");
    parts.push(`<path transform="translate(${round(x)} ${round(y)}) rotate(${round(angle)} 12 18)" d="${paths}" fill="none" stroke="hsl(${hue} 90% 60%)" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/>`);
  });
  for (let i = 0; i < 4; i++) {
    const points = Array.from({ length: 4 }, () => `${round(between(0, width))} ${round(between(0, height))}`);
    parts.push(`<path d="M${points[0]} C${points[1]} ${points[2]} ${points[3]}" fill="none" stroke="hsl(${Math.floor(between(0, 360))} 60% 55%)" stroke-width="${round(between(1, 2.2))}"/>`);
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#1e1e1e"/>${parts.join("")}</svg>`;
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}
