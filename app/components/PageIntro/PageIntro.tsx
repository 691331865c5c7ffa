import { useMatches } from "@remix-run/react";
import type { ReactNode } from "react";
import type { Image } from "~content/schema";
import { container } from "../../styles/layout.css";
import { Picture } from "../Picture/Picture";
import * as styles from "./PageIntro.css";

type Props = {
  heading: string;
  /** A small line above the heading (a post's "News · 28 November 2024"). */
  eyebrow?: ReactNode;
  /** One paragraph or several. */
  lead?: string | readonly string[];
  /** A line under the heading (a trade's demand and pay). */
  meta?: ReactNode;
  /** A picture or player beside the text on wide screens, below it on narrow ones. */
  media?: ReactNode;
  /** Actions: buttons and links. */
  children?: ReactNode;
  /**
   * Focus moves to the heading when the page arrives (the quiz's results): the autofocus
   * attribute does it as the page loads, with or without script, and a screen reader starts there.
   */
  focusHeading?: boolean;
};

/**
 * The page's banner picture (content/data/banners.yaml), which its loader sends as `banner`
 * (`loadPage`, `loadTrade`…): read here, so no route has to pass it on.
 */
function useBanner(): Image | null {
  const data: unknown = useMatches().at(-1)?.data;
  return data && typeof data === "object" && "banner" in data ? (data.banner as Image | null) : null;
}

/** The navy band that opens every page: its one h1, a lead, actions and optional media. */
export function PageIntro({ heading, eyebrow, lead, meta, media, children, focusHeading = false }: Props) {
  const paragraphs = lead === undefined ? [] : typeof lead === "string" ? [lead] : lead;
  // A page's own media (home's video, a trade's) comes first; else its banner picture, if any.
  const image = useBanner();
  const banner =
    !media && image ? (
      // Wide screens only: on a phone it is not displayed, so (lazy) never fetched.
      <div className={styles.banner}>
        <Picture image={image} sizes="banner" className={styles.bannerPicture} />
      </div>
    ) : null;
  const text = (
    <>
      {paragraphs.map((paragraph) => (
        <p key={paragraph} className={styles.lead}>
          {paragraph}
        </p>
      ))}
      {children ? <div className={styles.actions}>{children}</div> : null}
    </>
  );
  // Under a wide block (a trade's figures), the picture sits beside the words after it.
  const bannerBesideText = banner && meta;
  const columns = media ? styles.withMedia : banner && !bannerBesideText ? styles.withBanner : "";
  return (
    <header className={styles.intro}>
      <div className={`${container} ${styles.grid} ${columns}`}>
        <div>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          {focusHeading ? (
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the results' arrival, as GOV.UK's error summary's
            <h1 className={styles.heading} tabIndex={-1} autoFocus>
              {heading}
            </h1>
          ) : (
            <h1 className={styles.heading}>{heading}</h1>
          )}
          {meta}
          {bannerBesideText ? (
            <div className={`${styles.grid} ${styles.withBanner}`}>
              <div>{text}</div>
              {banner}
            </div>
          ) : (
            text
          )}
        </div>
        {media ?? (bannerBesideText ? null : banner)}
      </div>
    </header>
  );
}
