import { useRef } from "react";
import { useNearViewport } from "~/lib/use-near-viewport";
import * as styles from "./EmbedFrame.css";
import { useSiteWords } from "~/lib/site-words";

/**
 * An embedded third-party page (the enquiry form, the flipbook), with a link for anyone
 * whose browser blocks the frame. With JavaScript the frame is created only when its box
 * comes near the viewport, so the form host never competes with the page's first paint;
 * without JavaScript the browser reads the <noscript> copy (lazy as well). The box keeps
 * the frame's height either way, so nothing shifts when it arrives.
 */
export function EmbedFrame({
  src,
  title,
  height,
  fallbackLabel,
}: {
  src: string;
  title: string;
  height: keyof typeof styles.height;
  fallbackLabel: string;
}) {
  const site = useSiteWords();
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  const frame = (
    <iframe
      src={src}
      title={title}
      loading="lazy"
      height={height === "enquiry" ? 1000 : undefined}
      className={styles.frame}
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
  return (
    <div className={styles.wrap}>
      <div ref={ref} className={`${styles.box} ${styles.height[height]}`}>
        {near ? frame : <noscript>{frame}</noscript>}
      </div>
      <p className={styles.fallback}>
        {site.frameFallback}{" "}
        <a href={src} target="_blank" rel="noopener noreferrer">
          {fallbackLabel}
          <span className={styles.srOnly}>{` ${site.newTab}`}</span>
        </a>
      </p>
    </div>
  );
}
