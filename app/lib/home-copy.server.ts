/**
 * Home's words as the page shows them: where the About section's figures come from closes its
 * paragraphs, and a claim's source closes its note ("…program. Source: Born to Build placements,
 * 2025"). Made on the server so the browser's code has no extra branch; the editor's preview
 * (app/preview/templates.tsx) makes the same from the entry being edited.
 */
import type { Claims, HomeContent } from "~content/schema";

export const homeCopy = (home: HomeContent): HomeContent =>
  home.about.source
    ? { ...home, about: { ...home.about, paragraphs: [...home.about.paragraphs, home.about.source] } }
    : home;

export const sourcedClaims = (claims: Claims) =>
  claims.map(({ source, ...claim }) =>
    source ? { ...claim, note: [claim.note, source].filter(Boolean).join(". ") } : claim,
  );
