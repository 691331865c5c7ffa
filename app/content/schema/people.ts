// People and stories: staff, success stories, testimonials, video stories, partners.
import { z } from "zod";
import { emailAddress, imageSchema, phoneNumber } from "./base";

export const staffSchema = z.object({
  name: z.string().min(1),
  role: z.string().min(1),
  phone: phoneNumber,
  email: emailAddress,
  photo: imageSchema,
});
export type Staff = z.infer<typeof staffSchema>;

export const successStorySchema = z.object({
  name: z.string().min(1),
  /** SPEC §3: present but empty on every story. */
  age: z.literal(""),
  trade: z.string().min(1),
  // No later than this year: a year to come has not been completed (checked when the content is built).
  completionYear: z.number().int().min(2015).max(new Date().getFullYear()),
  currentRole: z.string().min(1),
  /** Money or, for some, an award. */
  salary: z.string().min(1),
  story: z.string().min(40),
  image: imageSchema,
  rating: z.literal(5),
});
export type SuccessStory = z.infer<typeof successStorySchema>;

export const testimonialSchema = z.object({
  name: z.string().min(1),
  role: z.string().min(1),
  quote: z.string().min(20),
  photo: imageSchema,
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const videoStorySchema = z.object({
  name: z.string().min(1),
  trade: z.string().min(1),
  title: z.string().min(1),
  vimeoId: z.string().regex(/^\d+$/),
  poster: imageSchema,
});
export type VideoStory = z.infer<typeof videoStorySchema>;

export const partnerSchema = z.object({ name: z.string().min(1), logo: imageSchema });
export type Partner = z.infer<typeof partnerSchema>;
