import { useFirstInteraction } from "~/lib/use-first-interaction";
import { vimeoEmbedUrl } from "~content/site";
import * as styles from "./VideoEmbed.css";

type Props = { vimeoId: string; title: string; label?: string };

/**
 * An embedded, autoplaying, muted, looping player (trade pages). The frame is added on the
 * visitor's first interaction, so a third-party player never delays first paint; until then
 * a box of the same size holds its place.
 */
export function VideoEmbed({ vimeoId, title, label }: Props) {
  const ready = useFirstInteraction();
  return (
    <div className={styles.frame}>
      {ready ? (
        <iframe
          className={styles.player}
          src={vimeoEmbedUrl(vimeoId, {
            autoplay: 1,
            muted: 1,
            loop: 1,
            autopause: 0,
            dnt: 1,
            title: 0,
            byline: 0,
            portrait: 0,
          })}
          title={title}
          allow="autoplay; fullscreen; picture-in-picture"
        />
      ) : (
        <p className={styles.placeholder}>{label ?? title}</p>
      )}
    </div>
  );
}
