import { DialogContent, DialogOverlay } from "@reach/dialog";
import { useEffect, useRef, useState } from "react";
import type { VideoStory } from "~content/schema";
import { vimeoEmbedUrl } from "~content/site";
import { base as buttonBase, variant as buttonVariant } from "../ButtonLink/ButtonLink.css";
import { Picture } from "../Picture/Picture";
import * as styles from "./VideoDialog.css";

/**
 * A video testimonial: a poster button that opens the player in a modal dialog (Reach).
 * The player frame exists only while the dialog is open. Reach's own scroll lock injects
 * <style> tags our CSP forbids, so we bypass it and lock scrolling through the CSSOM.
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
      <button ref={trigger} type="button" className={styles.trigger} onClick={() => setOpen(true)} aria-haspopup="dialog">
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
        <DialogOverlay className={styles.overlay} onDismiss={close} dangerouslyBypassScrollLock>
          <DialogContent className={styles.content} aria-label={video.title}>
            <div className={styles.header}>
              <h2 className={styles.dialogTitle}>{video.title}</h2>
              <button type="button" className={`${buttonBase} ${buttonVariant.outlineLight}`} onClick={close}>
                Close<span className={styles.srOnly}> video</span>
              </button>
            </div>
            <div className={styles.frame}>
              <iframe
                src={vimeoEmbedUrl(video.vimeoId, { autoplay: 1, dnt: 1, title: 0, byline: 0, portrait: 0 })}
                title={`Video: ${video.title}`}
                allow="autoplay; fullscreen; picture-in-picture"
                className={styles.player}
              />
            </div>
          </DialogContent>
        </DialogOverlay>
      ) : null}
    </>
  );
}
