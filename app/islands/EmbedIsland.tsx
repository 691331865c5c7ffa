import type { ComponentProps } from "react";
import type { EmbedFrame } from "~/components/EmbedFrame/EmbedFrame";
import { Island } from "./Island";

/**
 * An embedded page (the enquiry form, the flipbook) as an island, titled and with its fallback
 * link in the words of the section it sits in.
 */
export function EmbedIsland({
  src,
  height,
  words,
}: {
  src: string;
  height: ComponentProps<typeof EmbedFrame>["height"];
  words: { frameTitle: string; fallbackLabel: string };
}) {
  return (
    <Island name="embedFrame" props={{ src, height, title: words.frameTitle, fallbackLabel: words.fallbackLabel }} />
  );
}
