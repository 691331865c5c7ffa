// People and stories: staff, success stories, testimonials, video stories, partners. Each field's
// `.meta()` is its label and hint in the web editor (app/content/schema/editor-meta.ts), which
// makes the field of content/data/*.yaml from here (app/content/data-schema.ts adds the pictures).
import { z } from "zod";
import { emailAddress, imageSchema, phoneNumber } from "./base";

export const staffSchema = z.object({
  name: z.string().min(1).meta({ title: "Name" }),
  role: z.string().min(1).meta({ title: "Role" }),
  phone: phoneNumber.meta({ title: "Phone", description: "Like (08) 8123 4567 or 0412 345 678." }),
  email: emailAddress.meta({ title: "E-mail", description: "Like jo.citizen@example.com." }),
  photo: imageSchema,
});
export type Staff = z.infer<typeof staffSchema>;

export const successStorySchema = z.object({
  name: z.string().min(1).meta({ title: "Name" }),
  /** SPEC §3: present but empty on every story. */
  age: z.literal("").meta({ title: "Age" }),
  trade: z.string().min(1).meta({ title: "Trade" }),
  // No later than this year: a year to come has not been completed (checked when the content is built).
  completionYear: z.number().int().min(2015).max(new Date().getFullYear()).meta({ title: "Year they finished" }),
  currentRole: z.string().min(1).meta({ title: "What they do now" }),
  /** Money or, for some, an award. */
  salary: z.string().min(1).meta({
    title: "Pay or award",
    description: "Like $84,000 a year, or an award's name. Never more than the trade's yearly pay.",
  }),
  story: z.string().min(40).meta({
    title: "Their story",
    description: "A short paragraph.",
    widget: "text",
    lengthHint: "Write at least 40 characters",
  }),
  image: imageSchema,
  rating: z.literal(5).meta({ title: "Stars" }),
});
export type SuccessStory = z.infer<typeof successStorySchema>;

export const testimonialSchema = z.object({
  name: z.string().min(1).meta({ title: "Name" }),
  role: z.string().min(1).meta({ title: "Their job, under the quote" }),
  quote: z.string().min(20).meta({ title: "Quote", widget: "text", lengthHint: "Write at least 20 characters" }),
  photo: imageSchema,
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const videoStorySchema = z.object({
  name: z.string().min(1).meta({ title: "Name" }),
  trade: z.string().min(1).meta({ title: "Trade" }),
  title: z.string().min(1).meta({ title: "Video title" }),
  vimeoId: z.string().regex(/^\d+$/).meta({
    title: "Vimeo video number",
    description: "The digits at the end of the Vimeo address.",
    patternHint: "Only the digits of the Vimeo address",
  }),
  poster: imageSchema,
});
export type VideoStory = z.infer<typeof videoStorySchema>;

export const partnerSchema = z.object({ name: z.string().min(1).meta({ title: "Organisation" }), logo: imageSchema });
export type Partner = z.infer<typeof partnerSchema>;
