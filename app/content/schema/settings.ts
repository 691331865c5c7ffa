// content/settings.yaml: who the program is, how to reach it and every address outside
// this site that is the program's own, in one entry staff edit. The site launches with reserved
// example values (e-mail at example.com, phones in the fictional (08) 5550 range, example.com
// addresses); `npm run content:launch` lists every one still left.
import { z } from "zod";
import { emailAddress, externalHref, phoneNumber } from "./base";

export const SOCIAL_NETWORKS = ["Facebook", "Instagram", "LinkedIn", "YouTube", "TikTok", "X"] as const;

export const settingsSchema = z.object({
  name: z.string().min(1),
  tagline: z.string().min(1),
  /** Who runs the program, as a sentence ends: "…is run by <operator>." */
  operator: z.string().min(1),
  /** The footer's "© <year> <name>. All rights reserved." */
  copyrightYear: z.number().int().min(2000).max(2100),
  contact: z.object({
    /** The program mailbox: Get In Touch, Contact Us, Send a message. */
    email: emailAddress,
    /** Call Now. */
    phone: phoneNumber,
    /** The generic enquiries mailbox the legal pages show. */
    enquiriesEmail: emailAddress,
    /** Street address (legal pages). */
    address: z.string().min(10),
  }),
  addresses: z.object({
    /** Every Apply Now button (opens in a new tab). */
    applicationForm: externalHref,
    /** The enquiry form embedded on /about. */
    enquiryForm: externalHref,
    /** The career handbook's flipbook, embedded on /career-handbook. */
    flipbook: externalHref,
    /** The RISE mentoring site. */
    rise: externalHref,
    /** Explore Trades on home (SPEC §7: the association's own trades page). */
    externalTrades: externalHref,
  }),
  /** The looping video at the top of home: its Vimeo number. */
  homeVideo: z.string().regex(/^\d{6,12}$/, "the video's number on Vimeo, like 900000001 (the digits in its address)"),
  social: z.array(z.object({ network: z.enum(SOCIAL_NETWORKS), href: externalHref })),
  /**
   * The day /.well-known/security.txt stops vouching for the contact e-mail (RFC 9116's Expires):
   * at most a year ahead; `npm run content:launch` warns a month before it passes.
   */
  securityExpires: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "write the date like 2027-11-30")
    .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), "is not a date: write one like 2027-11-30"),
});
export type Settings = z.infer<typeof settingsSchema>;
