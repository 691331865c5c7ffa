/** Home's loader (app/routes/_index.tsx): its words, figures, featured trades and photos. */
import {
  AUDIENCE_LINKS,
  BENEFITS,
  CLAIMS,
  CONTACT_BANNER,
  HOME,
  HOME_GALLERY,
  HOME_STORY,
  PROCESS_STEPS,
  PROCESS_STEPS_LABEL,
  TRADES,
  cardPay,
} from "./content.server";
import { homeCopy, sourcedClaims } from "./home-copy.server";
import { loadPage } from "./page.server";

export const loadHome = () =>
  loadPage("home", () => ({
    copy: homeCopy(HOME),
    contactBanner: CONTACT_BANNER,
    claims: sourcedClaims(CLAIMS),
    steps: PROCESS_STEPS,
    stepsLabel: PROCESS_STEPS_LABEL,
    benefits: BENEFITS,
    story: HOME_STORY,
    audiences: AUDIENCE_LINKS,
    gallery: HOME_GALLERY,
    // Only what a trade card shows, not the whole trade page.
    featured: HOME.featuredTrades.slugs.map((slug) => {
      const trade = TRADES.find((t) => t.slug === slug)!;
      const { name, icon, demand, description } = trade;
      return { slug, name, icon, demand, description, ...cardPay(trade) };
    }),
  }));
