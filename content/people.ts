/**
 * The team and partners (SPEC §2 About: two staff cards and about 12 partner logos;
 * SPEC §3 Staff card and Partner). People and organisations are invented; every partner
 * name carries "Example" so none can be mistaken for a real company.
 */
import type { Partner, Staff } from "./schema";

/** The two staff cards: program manager and field officer, each with phone and e-mail. */
export const STAFF: Staff[] = [
  {
    name: "Rebecca Thornton",
    role: "Program Manager",
    phone: "(08) 5550 1201",
    email: "rebecca.thornton@example.com",
    photo: {
      src: "/images/staff/rebecca.svg",
      alt: "Rebecca Thornton, Program Manager, smiling in a hi-vis vest on a building site",
      width: 600,
      height: 600,
    },
  },
  {
    name: "Marcus Adeyemi",
    role: "Field Officer",
    phone: "(08) 5550 1202",
    email: "marcus.adeyemi@example.com",
    photo: {
      src: "/images/staff/marcus.svg",
      alt: "Marcus Adeyemi, Field Officer, holding a clipboard outside a house under construction",
      width: 600,
      height: 600,
    },
  },
];

/** One short bio line per staff member, keyed by name. */
export const STAFF_BIOS: Record<string, string> = {
  "Rebecca Thornton":
    "Rebecca runs Born to Build day to day, working with host employers, schools and training providers so every apprentice starts on the right foot.",
  "Marcus Adeyemi":
    "Marcus is a qualified carpenter who visits apprentices on site and at school, and is the first person to call if anything gets tricky.",
};

const partner = (name: string, file: string): Partner => ({
  name,
  logo: { src: `/images/partners/${file}.svg`, alt: `${name} logo`, width: 320, height: 160 },
});

/** Twelve partner logos: builders, training organisations, suppliers and an industry body. */
export const PARTNERS: Partner[] = [
  partner("Harwood Example Builders", "harwood-example-builders"),
  partner("Coastline Example Homes", "coastline-example-homes"),
  partner("Kestrel Example Construction", "kestrel-example-construction"),
  partner("Example Plumbing Co", "example-plumbing-co"),
  partner("Brightline Example Electrical", "brightline-example-electrical"),
  partner("Marlow Example Tiling", "marlow-example-tiling"),
  partner("Dunmore Example Concrete", "dunmore-example-concrete"),
  partner("Southgate Example Training College", "southgate-example-training-college"),
  partner("Example Trade Skills Academy", "example-trade-skills-academy"),
  partner("Redgum Example Timber Supplies", "redgum-example-timber-supplies"),
  partner("Ashby Example Building Supplies", "ashby-example-building-supplies"),
  partner("Example Construction Industry Council", "example-construction-industry-council"),
];
