#!/usr/bin/env node
/**
 * Draws the shop's own pictures and writes them where the shop serves them from:
 * - the photo wall's first memories (worker/db/seed/photos/*.jpg), some with metadata a student is
 *   meant to find: GPS coordinates (geoStalkingMetaChallenge) and a screenshot tool's command line
 *   with an API key (leakedApiKeyChallenge);
 * - the about page's seven carousel backgrounds (public/assets/public/images/carousel/), one of
 *   them a PNG with a message hidden in the lowest bit of its colours (hiddenImageChallenge).
 * Everything is drawn here as SVG and rendered by Chromium (SQUEEZE_CHROMIUM, else
 * /usr/bin/chromium); EXIF is written with piexifjs. Run it after changing a drawing and commit
 * what it writes: `node scripts/make-pictures.mjs`.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import piexif from "piexifjs";

const root = join(import.meta.dirname, "..");
const photosDir = join(root, "worker/db/seed/photos");
const carouselDir = join(root, "public/assets/public/images/carousel");

/** The message hidden in carousel background 5, one bit per colour channel (R, G, B), row by row. */
export const hiddenMessage = "Ahoy! Sir Zestalot, stowaway of the Squeeze fleet, was here. Tell the crew my name and the treasure is yours.";
/** Where Juniper's lakeside photo was taken (the shore of Lake Bled, Slovenia). */
export const lakesideGps = { latitude: 46.36352, longitude: 14.09412 };
export const leakedKey = "sqz_live_7Hn2Qd9WkX4pLm8RtV3cYb6Z";

const font = "font-family='DejaVu Sans, Arial, sans-serif'";
const svg = (width, height, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
const sky = (id, top, bottom) => `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
const orange = (x, y, r) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#f28c28"/><circle cx="${x - r / 3}" cy="${y - r / 3}" r="${r / 4}" fill="#ffb45c"/><path d="M${x} ${y - r} q4 -8 10 -9" stroke="#3a6b35" stroke-width="3" fill="none"/>`;

const photos = {
  "market-stall.jpg": svg(
    640,
    480,
    `<defs>${sky("s", "#9fd3f0", "#fdf6e3")}</defs><rect width="640" height="480" fill="url(#s)"/>
     <rect y="330" width="640" height="150" fill="#c9b79c"/>
     <rect x="90" y="120" width="460" height="40" fill="#e85d04"/><path d="M90 160 h460 l-20 30 h-420z" fill="#f48c06"/>
     <rect x="100" y="190" width="8" height="160" fill="#6b4423"/><rect x="532" y="190" width="8" height="160" fill="#6b4423"/>
     <text x="320" y="150" ${font} font-size="28" font-weight="bold" text-anchor="middle" fill="#fff">SQUEEZE · fresh juice</text>
     <rect x="120" y="300" width="400" height="60" fill="#8d6e63"/><rect x="120" y="355" width="400" height="12" fill="#5d4037"/>
     ${[150, 185, 220, 255, 290].map((x) => orange(x, 285, 16)).join("")}
     <rect x="370" y="230" width="90" height="70" rx="6" fill="#90a4ae"/><rect x="395" y="205" width="40" height="30" fill="#607d8b"/>
     <rect x="330" y="260" width="26" height="40" rx="3" fill="#ffd166" opacity="0.85"/>`,
  ),
  "lakeside.jpg": svg(
    640,
    480,
    `<defs>${sky("s", "#7fb8e6", "#e8f4fb")}</defs><rect width="640" height="480" fill="url(#s)"/>
     <path d="M0 230 L90 120 L170 200 L260 90 L360 210 L450 130 L560 220 L640 170 L640 280 L0 280Z" fill="#6c8a6e"/>
     <path d="M230 110 L260 90 L290 115 L275 112 L260 100 L245 113Z" fill="#f5f5f5"/>
     <rect y="270" width="640" height="210" fill="#3f8f9c"/>
     <path d="M0 275 h640" stroke="#7ec4cf" stroke-width="3"/>
     <ellipse cx="330" cy="300" rx="70" ry="18" fill="#4e6e3a"/>
     <rect x="312" y="250" width="36" height="40" fill="#f1e4c3"/><path d="M308 252 L330 236 L352 252Z" fill="#9c3d2e"/>
     <rect x="340" y="200" width="14" height="70" fill="#f1e4c3"/><path d="M336 202 L347 168 L358 202Z" fill="#9c3d2e"/>
     <path d="M500 272 L515 175 L540 160 L600 165 L615 272Z" fill="#7d6b5d"/>
     <path d="M530 120 L560 78 L590 120Z" fill="#8b5e3c"/><rect x="538" y="120" width="44" height="42" fill="#b08968"/>
     <path d="M0 420 q160 -30 320 0 t320 0 V480 H0Z" fill="#2f6b4f"/>
     ${[60, 120, 540, 600].map((x) => `<path d="M${x} 430 l-18 40 h36z" fill="#1f4d37"/>`).join("")}`,
  ),
  "first-job.jpg": svg(
    640,
    480,
    `<defs>${sky("s", "#ffd8a8", "#fff4e6")}</defs><rect width="640" height="480" fill="url(#s)"/>
     <rect y="300" width="640" height="60" fill="#4dabf7"/><rect y="360" width="640" height="120" fill="#e9d8a6"/>
     <rect x="170" y="150" width="300" height="230" fill="#fff3bf" stroke="#e67700" stroke-width="6"/>
     <rect x="150" y="90" width="340" height="70" rx="10" fill="#fab005" stroke="#e67700" stroke-width="5"/>
     <text x="320" y="139" ${font} font-size="38" font-weight="bold" text-anchor="middle" fill="#5c2a00">Citrus Corner</text>
     <rect x="190" y="180" width="260" height="110" fill="#74c0fc" opacity="0.6"/>
     <text x="320" y="250" ${font} font-size="24" text-anchor="middle" fill="#5c2a00">fresh lemonade · 1,50</text>
     <rect x="170" y="300" width="300" height="16" fill="#e67700"/>
     <circle cx="250" cy="345" r="22" fill="#ffe066"/><circle cx="300" cy="345" r="22" fill="#ffe066"/><circle cx="350" cy="345" r="22" fill="#ffe066"/>
     <circle cx="560" cy="90" r="40" fill="#ffd43b"/>
     <text x="630" y="470" ${font} font-size="14" text-anchor="end" fill="#7f5539">summer 2009</text>`,
  ),
  "test-kitchen.jpg": svg(
    640,
    480,
    `<rect width="640" height="480" fill="#e9ecef"/><rect y="380" width="640" height="100" fill="#adb5bd"/>
     <rect x="60" y="40" width="380" height="250" fill="#ffffff" stroke="#868e96" stroke-width="8"/>
     <text x="80" y="80" ${font} font-size="22" font-weight="bold" fill="#1c7ed6">POWER SMOOTHIE v3</text>
     <text x="80" y="118" ${font} font-size="19" fill="#212529">- 4 rhubarb leaves (NOT stalks!)</text>
     <text x="80" y="150" ${font} font-size="19" fill="#212529">- 2 tbsp foxglove honey</text>
     <text x="80" y="182" ${font} font-size="19" fill="#212529">- 1 ripe banana</text>
     <text x="80" y="214" ${font} font-size="19" fill="#212529">- 200 ml oat milk</text>
     <text x="80" y="260" ${font} font-size="16" fill="#c92a2a">launch: next Monday!!</text>
     <rect x="470" y="120" width="120" height="170" rx="8" fill="#dee2e6"/><circle cx="530" cy="160" r="20" fill="#495057"/>
     ${[[150, "#f783ac"], [300, "#74c0fc"], [450, "#8ce99a"]].map(([x, c]) => `<circle cx="${x}" cy="330" r="34" fill="#ffd8a8"/><path d="M${x - 60} 480 q60 -140 120 0z" fill="${c}"/>`).join("")}
     <rect x="0" y="395" width="640" height="20" fill="#868e96"/>`,
  ),
  "nightly-check.jpg": svg(
    640,
    480,
    `<rect width="640" height="480" fill="#1e1e2e"/><rect width="640" height="36" fill="#313244"/>
     <circle cx="20" cy="18" r="6" fill="#f38ba8"/><circle cx="40" cy="18" r="6" fill="#f9e2af"/><circle cx="60" cy="18" r="6" fill="#a6e3a1"/>
     <text x="320" y="24" ${font} font-size="14" text-anchor="middle" fill="#cdd6f4">nightly visual check · run 4411</text>
     ${Array.from({ length: 12 }, (_, i) => {
       const x = 40 + (i % 4) * 145;
       const y = 60 + Math.floor(i / 4) * 120;
       return `<rect x="${x}" y="${y}" width="125" height="100" rx="6" fill="#45475a"/><rect x="${x + 10}" y="${y + 10}" width="105" height="50" fill="#585b70"/><text x="${x + 62}" y="${y + 88}" ${font} font-size="22" text-anchor="middle" fill="#a6e3a1">✔</text>`;
     }).join("")}
     <text x="320" y="450" ${font} font-size="20" text-anchor="middle" fill="#a6e3a1">38 / 38 screens look right</text>`,
  ),
  "clementine-cat.jpg": svg(
    640,
    480,
    `<rect width="640" height="480" fill="#fff0f6"/><rect y="330" width="640" height="150" fill="#d9a066"/>
     <ellipse cx="250" cy="320" rx="110" ry="70" fill="#f08c00"/><circle cx="250" cy="220" r="62" fill="#f08c00"/>
     <path d="M200 180 L205 125 L240 165Z M300 180 L295 125 L260 165Z" fill="#f08c00"/>
     <circle cx="228" cy="215" r="8" fill="#212529"/><circle cx="272" cy="215" r="8" fill="#212529"/><path d="M244 238 l6 6 l6 -6z" fill="#e64980"/>
     <path d="M350 330 q60 -20 40 -80" stroke="#f08c00" stroke-width="18" fill="none" stroke-linecap="round"/>
     <rect x="430" y="220" width="90" height="120" rx="10" fill="#ffe8cc" opacity="0.9"/><rect x="436" y="250" width="78" height="84" rx="6" fill="#ff922b"/>
     ${orange(560, 320, 22)}${orange(470, 370, 20)}`,
  ),
};

const carousel = [
  ["#ff922b", "#ffd8a8", "M0 300 q300 -120 600 0 t600 0 V400 H0Z", "#e8590c"],
  ["#74c0fc", "#e7f5ff", "M0 320 q200 -80 400 0 t400 0 t400 0 V400 H0Z", "#1c7ed6"],
  ["#8ce99a", "#ebfbee", "M0 280 q300 100 600 0 t600 0 V400 H0Z", "#2f9e44"],
  ["#f783ac", "#fff0f6", "M0 330 q150 -60 300 0 t300 0 t300 0 t300 0 V400 H0Z", "#c2255c"],
  ["#ffd43b", "#fff9db", "M0 300 q300 -90 600 0 t600 0 V400 H0Z", "#f08c00"],
  ["#b197fc", "#f3f0ff", "M0 310 q300 80 600 0 t600 0 V400 H0Z", "#7048e8"],
  ["#63e6be", "#e6fcf5", "M0 290 q200 -60 400 0 t400 0 t400 0 V400 H0Z", "#0ca678"],
].map(([top, bottom, hill, hillColour], i) =>
  svg(
    1200,
    400,
    `<defs>${sky("s", top, bottom)}</defs><rect width="1200" height="400" fill="url(#s)"/>
     <path d="${hill}" fill="${hillColour}" opacity="0.55"/>
     ${Array.from({ length: 6 }, (_, k) => orange(120 + k * 190 + (i % 2) * 60, 330 - (k % 3) * 18, 26 + (k % 2) * 8)).join("")}`,
  ),
);

const toBase = (value) => {
  const degrees = Math.floor(value);
  const minutesFull = (value - degrees) * 60;
  const minutes = Math.floor(minutesFull);
  const seconds = Math.round((minutesFull - minutes) * 60 * 100);
  return [
    [degrees, 1],
    [minutes, 1],
    [seconds, 100],
  ];
};

function withExif(jpeg, { camera, gps, description, software, date }) {
  const zeroth = { [piexif.ImageIFD.Make]: camera[0], [piexif.ImageIFD.Model]: camera[1], [piexif.ImageIFD.Software]: software ?? "Squeeze Photo Wall" };
  if (description) zeroth[piexif.ImageIFD.ImageDescription] = description;
  const exif = { [piexif.ExifIFD.DateTimeOriginal]: date };
  const gpsIfd = gps
    ? {
        [piexif.GPSIFD.GPSLatitudeRef]: gps.latitude >= 0 ? "N" : "S",
        [piexif.GPSIFD.GPSLatitude]: toBase(Math.abs(gps.latitude)),
        [piexif.GPSIFD.GPSLongitudeRef]: gps.longitude >= 0 ? "E" : "W",
        [piexif.GPSIFD.GPSLongitude]: toBase(Math.abs(gps.longitude)),
      }
    : {};
  const binary = piexif.insert(piexif.dump({ "0th": zeroth, Exif: exif, GPS: gpsIfd }), jpeg.toString("binary"));
  return Buffer.from(binary, "binary");
}

const metadata = {
  "lakeside.jpg": { camera: ["Kumquat", "K2 Pocket"], gps: lakesideGps, date: "2025:07:19 18:42:07" },
  "first-job.jpg": { camera: ["Scanned", "Flatbed 2400"], date: "2024:11:02 10:15:00" },
  "nightly-check.jpg": {
    camera: ["squeeze-snapshot", "headless"],
    software: "squeeze-snapshot 2.3.1",
    description: `squeeze-snapshot 2.3.1 --env staging --api-key ${leakedKey} --screens all --out qa-nightly-4411.jpg`,
    date: "2026:03:01 02:00:13",
  },
};

const browser = await chromium.launch({
  executablePath: process.env.SQUEEZE_CHROMIUM || "/usr/bin/chromium",
  args: ["--headless=new", "--no-sandbox", "--disable-gpu", "--force-color-profile=srgb"],
});
const page = await browser.newPage({ deviceScaleFactor: 1 });

async function render(markup, width, height, type) {
  await page.setViewportSize({ width, height });
  await page.setContent(`<!doctype html><html><body style="margin:0">${markup}</body></html>`);
  return page.screenshot({ type, quality: type === "jpeg" ? 72 : undefined, clip: { x: 0, y: 0, width, height } });
}

/** Renders the drawing on a canvas, writes the message's bits into the lowest bit of R, G and B, returns a PNG. */
async function withHiddenMessage(markup, width, height, message) {
  const dataUrl = await page.evaluate(
    async ({ markup, width, height, message }) => {
      const image = new Image();
      image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
      await image.decode();
      const canvas = document.createElement("canvas");
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext("2d", { willReadFrequently: true });
      context.drawImage(image, 0, 0);
      const pixels = context.getImageData(0, 0, width, height);
      const bytes = [...new TextEncoder().encode(message), 0];
      const bits = bytes.flatMap((byte) => [7, 6, 5, 4, 3, 2, 1, 0].map((shift) => (byte >> shift) & 1));
      bits.forEach((bit, i) => {
        const at = Math.floor(i / 3) * 4 + (i % 3);
        pixels.data[at] = (pixels.data[at] & 0xfe) | bit;
      });
      context.putImageData(pixels, 0, 0);
      return canvas.toDataURL("image/png");
    },
    { markup, width, height, message },
  );
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
}

mkdirSync(photosDir, { recursive: true });
mkdirSync(carouselDir, { recursive: true });
for (const [name, markup] of Object.entries(photos)) {
  const jpeg = await render(markup, 640, 480, "jpeg");
  const out = withExif(jpeg, metadata[name] ?? { camera: ["Kumquat", "K2 Pocket"], date: "2025:05:01 12:00:00" });
  writeFileSync(join(photosDir, name), out);
  console.log(`${name}: ${out.length} bytes`);
}
for (const [i, markup] of carousel.entries()) {
  const n = i + 1;
  if (n === 5) {
    const png = await withHiddenMessage(markup, 1200, 400, hiddenMessage);
    writeFileSync(join(carouselDir, `carousel-${n}.png`), png);
    console.log(`carousel-${n}.png: ${png.length} bytes (with the hidden message)`);
  } else {
    const jpeg = await render(markup, 1200, 400, "jpeg");
    writeFileSync(join(carouselDir, `carousel-${n}.jpg`), jpeg);
    console.log(`carousel-${n}.jpg: ${jpeg.length} bytes`);
  }
}
await browser.close();
