/**
 * What each place a photo is shown needs of it: a shape (width ÷ height) the place can crop
 * to without losing the subject, and enough pixels for a sharp picture on a 2× screen at the
 * size the place shows it. content:check holds photos to these (drawings, .svg, scale to any
 * size). The editor's hints quote them, so staff read the same figures before they upload.
 */
export type Slot = {
  /** What staff call it, in a message: "a staff photo". */
  what: string;
  /** Width ÷ height the place accepts, and how to say it. */
  ratio: { min: number; max: number; shape: string };
  minWidth: number;
  /** A size that is right, for the message. */
  example: string;
};

export const SLOTS = {
  cover: {
    what: "a post's cover",
    ratio: { min: (16 / 9) * 0.99, max: (16 / 9) * 1.01, shape: "16:9" },
    minWidth: 1200,
    example: "1920×1080",
  },
  awards: {
    what: "a post's captioned photo",
    ratio: { min: 1.2, max: 2, shape: "landscape (from 6:5 to 2:1)" },
    minWidth: 1200,
    example: "1800×1200",
  },
  story: {
    what: "a story's photo",
    ratio: { min: 1, max: 1.8, shape: "square or landscape (the card crops it to 4:3)" },
    minWidth: 800,
    example: "1200×900",
  },
  gallery: {
    what: "a gallery photo",
    ratio: { min: 1.2, max: 1.8, shape: "landscape (the carousel crops it to 4:3)" },
    minWidth: 1200,
    example: "1600×1200",
  },
  banner: {
    what: "a page's banner picture",
    ratio: { min: 1.2, max: 1.8, shape: "landscape (the banner crops it to 4:3)" },
    // Its column (22rem at most) on a 2× screen.
    minWidth: 800,
    example: "1600×1200",
  },
  staff: {
    what: "a staff photo",
    ratio: { min: 0.75, max: 1.05, shape: "square or a little taller than wide (the card crops it square)" },
    minWidth: 600,
    example: "800×800",
  },
  avatar: {
    what: "a testimonial's photo",
    ratio: { min: 0.75, max: 1.34, shape: "about square (it is shown in a small circle)" },
    minWidth: 160,
    example: "400×400",
  },
  poster: {
    what: "a video's poster",
    ratio: { min: 1.7, max: 1.85, shape: "16:9, like the video" },
    minWidth: 1280,
    example: "1920×1080",
  },
  logo: {
    what: "a partner's logo",
    ratio: { min: 1, max: 6, shape: "wider than tall" },
    minWidth: 200,
    example: "640×320",
  },
  photo: {
    what: "a photo",
    ratio: { min: 0.2, max: 5, shape: "not a thin strip" },
    minWidth: 320,
    example: "1200×900",
  },
} as const satisfies Record<string, Slot>;
export type SlotName = keyof typeof SLOTS;

/** The slot of a picture in a data file, by the file and the field that holds it. */
export function slotOf(relative: string, path: readonly PropertyKey[]): SlotName {
  if (relative === "data/gallery.yaml") return "gallery";
  if (relative === "data/banners.yaml") return "banner";
  const field = path.at(-1);
  if (relative === "data/stories.yaml" && field === "image") return "story";
  if (relative === "data/testimonials.yaml") return "avatar";
  if (relative === "data/staff.yaml") return "staff";
  if (relative === "data/partners.yaml") return "logo";
  if (field === "poster") return "poster";
  return "photo";
}

/** The largest picture the site takes: Workers Static Assets refuses a file over 25 MiB. */
export const MAX_PICTURE_BYTES = 25 * 1024 * 1024;
