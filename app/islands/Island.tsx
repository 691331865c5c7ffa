import type { ComponentProps, ComponentType } from "react";
import * as styles from "./Island.css";
import { ISLANDS, type IslandName } from "./registry";

/**
 * A component that hydrates on its own, on a page that otherwise ships no JavaScript (a route
 * whose handle says `hydrate: "islands"`, app/lib/hydrate.ts): home's video, the photo strips,
 * the frames and the video stories need React in the browser; the header and everything else on
 * those pages do not. The element carries
 * the island's name and props; ./hydrate.client.tsx hydrates its content with them, so what it
 * renders there must be exactly this. Where Remix renders the page in the browser (a client-side
 * navigation to it), the element is drawn the same and Remix runs the component as usual.
 */
export function Island<N extends IslandName>({ name, props }: { name: N; props: ComponentProps<(typeof ISLANDS)[N]> }) {
  const Component = ISLANDS[name] as ComponentType<object>;
  return (
    <div className={styles.island} data-island={name} data-props={JSON.stringify(props)}>
      <Component {...props} />
    </div>
  );
}
