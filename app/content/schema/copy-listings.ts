// The listing pages' words (/trades, /success-stories, /blog and beside every post), beside
// copy-pages.ts.
import { z } from "zod";
import { headingOnly, label, said, template } from "./copy-helpers";
import { sectionIntroSchema } from "./copy-parts";

// listing-pages.ts ------------------------------------------------------------------------

export const tradesPageSchema = z.object({
  lead: z.string().min(1),
  /** The name a screen reader gives the list of trade cards. */
  listLabel: said("Name of the list of trade cards (read by screen readers)"),
  /** The button into the explorer, beside the way into the quiz. */
  explorerLabel: said("Words of the button to the trade explorer"),
  otherTrades: z
    .object({
      heading: label("Other Specialist Trades"),
      text: z.string().min(1),
      label: label("Enquire Now"),
    })
    .meta({ title: "Other Specialist Trades band" }),
});
export type TradesPageContent = z.infer<typeof tradesPageSchema>;

export const storiesPageSchema = z.object({
  lead: z.string().min(1),
  videos: sectionIntroSchema
    .extend({ listLabel: said("Name of the list of videos (read by screen readers)") })
    .meta({ title: "Video stories" }),
  /** Label of each video's button that opens it in a dialog. */
  watchLabel: said("Words of the button that plays a video"),
  stories: sectionIntroSchema
    .extend({ listLabel: said("Name of the list of stories (read by screen readers)") })
    .meta({ title: "Written stories" }),
  apply: z.object({ heading: z.string().min(1), text: z.string().min(1), label: label("Apply Now") }),
  gallery: headingOnly,
});
export type StoriesPageContent = z.infer<typeof storiesPageSchema>;

export const blogPageSchema = z.object({
  lead: z.string().min(1),
  /** The name a screen reader gives the list of posts. */
  listLabel: said("Name of the list of posts (read by screen readers)"),
  /** Each post card's link to /blog/{slug}. */
  readMoreLabel: label("Read More"),
  message: z.object({ heading: z.string().min(1), text: z.string().min(1), label: label("Send a message") }),
  gallery: headingOnly,
  /** The RSS feed's own title and description (/blog/rss.xml), as feed readers list it. */
  feed: z
    .object({
      title: said("The feed's title in feed readers"),
      description: said("The feed's description in feed readers"),
    })
    .meta({ title: "News feed (RSS)" }),
});
export type BlogPageContent = z.infer<typeof blogPageSchema>;

export const postSidebarSchema = z.object({
  recentHeading: label("Recent Posts"),
  shareHeading: label("Share"),
  /** Accessible names of the three share buttons and the copy confirmation. */
  share: z.object({
    facebook: z.string().min(1),
    linkedin: z.string().min(1),
    copyLink: said("Copy-link button's name (read by screen readers)"),
    copied: z.string().min(1),
    failed: template("url"),
  }),
  /** The name a screen reader gives the column beside the post. */
  name: z.string().min(1),
  /** Over the post's title, before its date. */
  eyebrow: z.string().min(1),
  /** Over the list of winners, under an awards post. */
  winnersHeading: said("Heading over an awards post's winners"),
  messageCard: z
    .object({ heading: label("Send Us A Message"), text: z.string().min(1), label: label("Contact Us") })
    .meta({ title: "Send Us A Message card" }),
  backToBlogLabel: label("Back to Blog"),
});
export type PostSidebarContent = z.infer<typeof postSidebarSchema>;
