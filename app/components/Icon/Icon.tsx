import { createContext, useContext, useState } from "react";
import type { z } from "zod";
import type { tradeIconSchema, uiIconSchema } from "~content/schema";
import * as styles from "./Icon.css";

export type IconName = z.infer<typeof tradeIconSchema> | z.infer<typeof uiIconSchema>;

/** Decorative by default: the text beside an icon carries its meaning. */
export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <use href={`#icon-${name}`} />
    </svg>
  );
}

/** The sprite's markup, given to the server render by entry.server (icons.server.tsx). */
export const IconSpriteContext = createContext<string | null>(null);
const ID = "icon-sprite";

/**
 * Every icon's <symbol> and the logo's mark, once per page, in the root layout (which client
 * navigation never replaces). In the browser the markup is read back from the document, so
 * hydration matches and no drawing is needed in the JavaScript.
 */
export function IconSprite() {
  const serverSprite = useContext(IconSpriteContext);
  const [markup] = useState(() =>
    typeof document === "undefined" ? serverSprite : (document.getElementById(ID)?.innerHTML ?? null),
  );
  if (!markup) return null;
  return (
    <svg
      id={ID}
      className={styles.sprite}
      aria-hidden="true"
      focusable="false"
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}
