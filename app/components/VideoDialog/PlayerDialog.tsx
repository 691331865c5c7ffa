import { DialogContent, DialogOverlay } from "@reach/dialog";
import type { VideoStory } from "~content/schema";
import { vimeoEmbedUrl } from "~content/site";
import { base as buttonBase, variant as buttonVariant } from "../ButtonLink/ButtonLink.css";
import * as styles from "./VideoDialog.css";

/**
 * The open dialog with its player (Reach). Loaded on demand by VideoDialog, so Reach's code
 * is not part of the page's first load. Reach's own scroll lock injects <style> tags our CSP
 * forbids, so it is bypassed; VideoDialog locks scrolling through the CSSOM instead.
 */
export default function PlayerDialog({
  video,
  onClose,
  close,
}: {
  video: VideoStory;
  onClose: () => void;
  /** The close button's words, shown and the rest (from VideoDialog: this lazy chunk stays free of the router). */
  close: { shown: string; rest: string };
}) {
  return (
    <DialogOverlay className={styles.overlay} onDismiss={onClose} dangerouslyBypassScrollLock>
      <DialogContent className={styles.content} aria-label={video.title}>
        <div className={styles.header}>
          <h2 className={styles.dialogTitle}>{video.title}</h2>
          <button type="button" className={`${buttonBase} ${buttonVariant.outlineLight}`} onClick={onClose}>
            {close.shown}
            <span className={styles.srOnly}>{close.rest}</span>
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
  );
}
