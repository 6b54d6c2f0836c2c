/**
 * The photo wall's first memories. Each picture is a file of worker/db/seed/photos/ (made by
 * scripts/make-pictures.mjs from our own drawings), stored in the instance under
 * /assets/public/images/uploads/ with the name given here. Authors are users' localParts, or null
 * for the shop's own. Two of them give away security answers (docs/osint.md).
 */
export interface SeedMemory {
  author: string | null;
  caption: string;
  /** The picture in worker/db/seed/photos/. */
  photo: string;
  /** Its file name in the instance (and so in its URL). */
  fileName: string;
}

/** A file name with characters that a URL must percent-encode (missingEncodingChallenge). */
export const hashtagPhotoName = "🍊-#squeezeday-#nofilter-1741622400000.jpg";

export const memories: SeedMemory[] = [
  {
    author: null,
    caption: "Our very first market stall: one table, one press, and a lot of oranges.",
    photo: "market-stall.jpg",
    fileName: "squeeze-market-stall.jpg",
  },
  {
    // geoStalkingMetaChallenge: the photo's EXIF GPS position lies in Bled, her security answer.
    author: "juniper.oakes",
    caption: "Where Mum and Dad first met, forty summers ago. We still come back every year.",
    photo: "lakeside.jpg",
    fileName: "juniper-lakeside.jpg",
  },
  {
    // geoStalkingVisualChallenge: the kiosk's sign names who paid her first wage.
    author: "ellie.marmalade",
    caption: "Throwback: my very first summer job, aged fifteen. Best lemonade on the whole promenade!",
    photo: "first-job.jpg",
    fileName: "ellie-throwback.jpg",
  },
  {
    // dlpPastebinDataLeakChallenge: the whiteboard behind the team shows the withdrawn smoothie's recipe.
    author: "pulpdesk",
    caption: "Team lunch in the test kitchen! R&D let us taste their next big thing first.",
    photo: "test-kitchen.jpg",
    fileName: "pulpdesk-test-kitchen.jpg",
  },
  {
    // leakedApiKeyChallenge: the screenshot tool wrote its command line, key and all, into the EXIF.
    author: "qa.bot",
    caption: "Nightly visual check #4411: all screens look right.",
    photo: "nightly-check.jpg",
    fileName: "qa-nightly-4411.jpg",
  },
  {
    // missingEncodingChallenge: the "#" in its name cuts the picture's URL short.
    author: "marigold.figgins",
    caption: "Clementine the cat guards the morning squeeze. #squeezeday #nofilter",
    photo: "clementine-cat.jpg",
    fileName: hashtagPhotoName,
  },
];
