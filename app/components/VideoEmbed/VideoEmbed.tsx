import { PLAYER_ON_INTERACTION_SCRIPT } from "~/lib/early-interaction.server";
import { useFirstInteraction } from "~/lib/use-first-interaction";
import { vimeoEmbedUrl } from "~content/site";
import * as styles from "./VideoEmbed.css";

type Props = { vimeoId: string; title: string; label?: string };

/**
 * An embedded, autoplaying, muted, looping player (trade pages). The frame is added on the
 * visitor's first interaction, so a third-party player never delays first paint; until then
 * a box of the same size holds its place. The page ships no framework script: the server's
 * HTML carries the frame in a template, which a few inline lines after it put in the box on
 * that first interaction (PLAYER_ON_INTERACTION_SCRIPT); after a client-side navigation (the
 * visitor has interacted by then) React draws the frame itself, and a script React inserts
 * never runs.
 */
export function VideoEmbed({ vimeoId, title, label }: Props) {
  const ready = useFirstInteraction();
  const frame = (
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
  );
  // Only the server's HTML holds the template: drawn by React in the browser (the editor's
  // preview, a client-side navigation), a template's children are real elements, and the frame
  // would load at once.
  const onServer = typeof document === "undefined";
  return (
    <div className={styles.frame}>
      {ready ? (
        frame
      ) : (
        <>
          <p className={styles.placeholder}>{label ?? title}</p>
          {onServer ? (
            <>
              <template>{frame}</template>
              <script dangerouslySetInnerHTML={{ __html: PLAYER_ON_INTERACTION_SCRIPT }} />
            </>
          ) : null}
        </>
      )}
    </div>
  );
}
