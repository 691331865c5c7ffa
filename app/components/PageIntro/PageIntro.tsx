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
   * The heading's own attributes: the quiz's results give it focus as the page arrives (the
   * autofocus attribute, with or without script, as the error summary does; tabIndex -1).
   */
  headingProps?: { tabIndex: -1; autoFocus: true };
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
export function PageIntro({ heading, eyebrow, lead, meta, media, children, headingProps }: Props) {
  // One paragraph, several or none, as a list (flat() is shorter than asking which: home's budget).
  const paragraphs: readonly string[] = [lead ?? []].flat();
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
        <div className={styles.text}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h1 className={styles.heading} {...headingProps}>
            {heading}
          </h1>
          {meta}
          {bannerBesideText ? (
            <div className={`${styles.grid} ${styles.withBanner}`}>
              <div className={styles.text}>{text}</div>
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
