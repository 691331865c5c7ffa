import { Suspense, lazy, useEffect, useRef, useState } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import type { VideoStory } from "~content/schema";
import { vimeoEmbedUrl } from "~content/site";
import { Picture } from "../Picture/Picture";
import * as styles from "./VideoDialog.css";
import { saidAfterShown, useSiteWords } from "~/lib/site-words";

// The dialog (and Reach with it) loads when a visitor shows interest in a video, not with the page.
const loadPlayerDialog = () => import("./PlayerDialog");
const PlayerDialog = lazy(loadPlayerDialog);

/**
 * A video testimonial: a poster link to the video that, once the page has hydrated, opens the
 * player in a modal dialog instead. A link works from the first paint: a click before the
 * script runs plays the video on Vimeo rather than being lost (a button did nothing). The player
 * frame exists only while the dialog is open; scrolling is locked through the CSSOM while
 * it is (see PlayerDialog for why not Reach's lock).
 */
export function VideoDialog({
  video,
  priority = false,
}: {
  video: VideoStory;
  /** Its poster is the page's LCP image. */ priority?: boolean;
}) {
  const site = useSiteWords();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLAnchorElement>(null);
  // Until hydration the link opens the video in a new tab, as every link off the site does,
  // and says so; after it, it opens the dialog.
  const hydrated = useHydrated();

  useEffect(() => {
    if (!open) return;
    const { overflow } = document.documentElement.style;
    document.documentElement.style.overflow = "hidden";
    return () => {
      document.documentElement.style.overflow = overflow;
    };
  }, [open]);

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };

  return (
    <>
      <a
        ref={trigger}
        href={vimeoEmbedUrl(video.vimeoId, { autoplay: 1, dnt: 1 })}
        target="_blank"
        rel="noopener noreferrer"
        className={styles.trigger}
        onClick={(event) => {
          // A new tab or window (modifier keys, middle button) still follows the link.
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          setOpen(true);
        }}
        onPointerEnter={loadPlayerDialog}
        onFocus={loadPlayerDialog}
        aria-haspopup={hydrated ? "dialog" : undefined}
      >
        <span className={styles.media}>
          <Picture image={video.poster} sizes="cardOfFour" className={styles.poster} priority={priority} />
          <span className={styles.play} aria-hidden="true" />
        </span>
        <span className={styles.caption}>
          <span className={styles.title}>{video.title}</span>
          <span className={styles.meta}>
            {video.name}, {video.trade}
          </span>
        </span>
        {hydrated ? null : <span className={styles.srOnly}>{` ${site.newTab}`}</span>}
      </a>
      {open ? (
        <Suspense fallback={null}>
          <PlayerDialog
            video={video}
            onClose={close}
            close={{ shown: site.video.close.shown, rest: saidAfterShown(site.video.close) }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
