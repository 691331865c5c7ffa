import * as styles from "./EmbedFrame.css";

/**
 * An embedded third-party page (the enquiry form, the flipbook). Lazy, so it loads only
 * when scrolled near; with a link for anyone whose browser blocks the frame.
 */
export function EmbedFrame({ src, title, height, fallbackLabel }: { src: string; title: string; height: keyof typeof styles.height; fallbackLabel: string }) {
  return (
    <div className={styles.wrap}>
      <iframe
        src={src}
        title={title}
        loading="lazy"
        height={height === "enquiry" ? 1000 : undefined}
        className={`${styles.frame} ${styles.height[height]}`}
        referrerPolicy="strict-origin-when-cross-origin"
      />
      <p className={styles.fallback}>
        Trouble seeing it?{" "}
        <a href={src} target="_blank" rel="noopener noreferrer">
          {fallbackLabel}
          <span className={styles.srOnly}> (opens in a new tab)</span>
        </a>
      </p>
    </div>
  );
}
