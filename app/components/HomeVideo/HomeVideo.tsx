import { useEffect, useRef } from "react";
import { useFirstInteraction } from "~/lib/use-first-interaction";
import { useHydrated } from "~/lib/use-hydrated";
import type { Image } from "~content/schema";
import { VIMEO_PLAYER_ORIGIN, vimeoEmbedUrl } from "~content/site";
import { Picture } from "../Picture/Picture";
import * as styles from "./HomeVideo.css";
import { saidAfterShown, useSiteWords } from "~/lib/site-words";

/** Vimeo's player API over postMessage: {method, value}. */
function tellPlayer(frame: HTMLIFrameElement | null, method: string, value?: unknown) {
  frame?.contentWindow?.postMessage(
    JSON.stringify(value === undefined ? { method } : { method, value }),
    VIMEO_PLAYER_ORIGIN,
  );
}

/**
 * The looping video at the top of home (SPEC §2, §7). The poster, with a play affordance,
 * paints first; the player frame is added on the visitor's first interaction. Sound is on only while at least half of the
 * video is on screen (setVolume 1), and off otherwise (setVolume 0). On wide screens a
 * button shows it fullscreen.
 */
export function HomeVideo({
  vimeoId,
  title,
  caption,
  poster,
}: {
  vimeoId: string;
  title: string;
  caption: string;
  poster: Image;
}) {
  const site = useSiteWords();
  const box = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const playerOn = useFirstInteraction();
  // Fullscreen needs the script: the button appears once it can work.
  const hydrated = useHydrated();

  useEffect(() => {
    if (!playerOn || !box.current) return;
    let visible = false;
    const apply = () => tellPlayer(frame.current, "setVolume", visible ? 1 : 0);
    const observer = new IntersectionObserver(
      ([entry]) => {
        visible = Boolean(entry && entry.intersectionRatio >= 0.5);
        apply();
      },
      { threshold: [0, 0.5, 1] },
    );
    observer.observe(box.current);
    // Vimeo ignores volume until the player is ready: say it again when it loads.
    const current = frame.current;
    current?.addEventListener("load", apply);
    return () => {
      observer.disconnect();
      current?.removeEventListener("load", apply);
    };
  }, [playerOn]);

  const fullscreen = () => {
    const target = frame.current ?? box.current;
    void target?.requestFullscreen?.().catch(() => undefined);
  };

  return (
    <figure className={styles.figure}>
      <div ref={box} className={styles.box}>
        <Picture image={poster} sizes="halfColumn" className={styles.poster} priority />
        {playerOn ? null : <span className={styles.play} aria-hidden="true" />}
        {playerOn ? (
          <iframe
            ref={frame}
            className={styles.player}
            src={vimeoEmbedUrl(vimeoId, {
              autoplay: 1,
              loop: 1,
              muted: 1,
              autopause: 0,
              controls: 0,
              dnt: 1,
              title: 0,
              byline: 0,
              portrait: 0,
            })}
            title={title}
            allow="autoplay; fullscreen; picture-in-picture"
          />
        ) : null}
        {hydrated ? (
          <button type="button" className={styles.fullscreen} onClick={fullscreen}>
            {site.video.fullscreen.shown}
            <span className={styles.srOnly}>{saidAfterShown(site.video.fullscreen)}</span>
          </button>
        ) : null}
      </div>
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
  );
}
