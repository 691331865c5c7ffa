import { Suspense, lazy, useEffect, useRef, useState } from "react";
import type { VideoStory } from "~content/schema";
import { Picture } from "../Picture/Picture";
import * as styles from "./VideoDialog.css";

// The dialog (and Reach with it) loads when a visitor shows interest in a video, not with the page.
const loadPlayerDialog = () => import("./PlayerDialog");
const PlayerDialog = lazy(loadPlayerDialog);

/**
 * A video testimonial: a poster button that opens the player in a modal dialog. The player
 * frame exists only while the dialog is open; scrolling is locked through the CSSOM while
 * it is (see PlayerDialog for why not Reach's lock).
 */
export function VideoDialog({ video }: { video: VideoStory }) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);

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
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        onClick={() => setOpen(true)}
        onPointerEnter={loadPlayerDialog}
        onFocus={loadPlayerDialog}
        aria-haspopup="dialog"
      >
        <span className={styles.media}>
          <Picture image={video.poster} className={styles.poster} />
          <span className={styles.play} aria-hidden="true" />
        </span>
        <span className={styles.caption}>
          <span className={styles.title}>{video.title}</span>
          <span className={styles.meta}>
            {video.name}, {video.trade}
          </span>
        </span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <PlayerDialog video={video} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
