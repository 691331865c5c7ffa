// program.ts: what several pages share.
import { z } from "zod";
import { externalHref } from "./base";
import { label, titledCard, titledStep } from "./copy-helpers";
import { stepSchema, statSchema } from "./copy-parts";

/** SPEC §4: the five application steps, in order, with these exact titles. */
export const processStepsSchema = z.tuple([
  titledStep("Apply Now"),
  titledStep("Interview Invite"),
  titledStep("Group Testing & 1:1 Chat"),
  titledStep("Approved to Proceed"),
  titledStep("Start Strong"),
]);
export type ProcessSteps = z.infer<typeof processStepsSchema>;

/** The career flows the civil engineer and construction manager pages show instead. */
export const processFlowsSchema = z.object({
  "civil-engineer": z.array(stepSchema).min(4).max(5),
  "construction-manager": z.array(stepSchema).min(4).max(5),
});
export type ProcessFlows = z.infer<typeof processFlowsSchema>;

/** SPEC §2 Home claims: exactly these three figures. */
export const claimsSchema = z.tuple([
  statSchema.extend({ value: z.literal("85%") }),
  statSchema.extend({ value: z.literal("$75k+") }),
  statSchema.extend({ value: z.literal("Hundreds") }),
]);
export type Claims = z.infer<typeof claimsSchema>;

/** SPEC §2 Home benefits list: these four, in order, each with an icon. */
export const benefitsSchema = z.tuple([
  titledCard("Paid Training").required({ icon: true }),
  titledCard("Industry Mentors").required({ icon: true }),
  titledCard("Job Guarantee").required({ icon: true }),
  titledCard("Career Support").required({ icon: true }),
]);
export type Benefits = z.infer<typeof benefitsSchema>;

/** The RISE mentoring section on the audience pages; its button opens the RISE site. */
export const riseSchema = z.object({
  heading: z.string().min(1),
  text: z.string().min(1),
  cta: z.object({ label: label("Visit the RISE website"), href: externalHref }),
});
export type Rise = z.infer<typeof riseSchema>;

/** Get In Touch (mailto) and Call Now (tel); the component builds both hrefs from CONTACT. */
export const contactBannerSchema = z
  .object({
    heading: z.string().min(1),
    text: z.string().min(1),
    email: z.object({ heading: label("Get In Touch"), text: z.string().min(1), label: z.string().min(1) }),
    phone: z.object({ heading: label("Call Now"), text: z.string().min(1), label: z.string().min(1) }),
  })
  .meta({ title: "Contact banner (Get In Touch, Call Now)" });
export type ContactBanner = z.infer<typeof contactBannerSchema>;
