import { Link } from "@remix-run/react";
import { parseInline } from "~/lib/rich-text";
import type { Block } from "~content/schema";
import { ExternalAnchor } from "../ButtonLink/ButtonLink";
import { Picture } from "../Picture/Picture";
import * as styles from "./RichText.css";

/** Text with [label](href) links: internal ones navigate client-side, outside ones open a new tab. */
export function InlineText({ text }: { text: string }) {
  return (
    <>
      {parseInline(text).map((part, i) =>
        "href" in part ? (
          part.href.startsWith("/") ? (
            <Link key={i} to={part.href} prefetch="intent">
              {part.label}
            </Link>
          ) : (
            <ExternalAnchor key={i} href={part.href}>
              {part.label}
            </ExternalAnchor>
          )
        ) : (
          part.text
        ),
      )}
    </>
  );
}

/** Article, answer and legal text. Headings start at h2 (or h3 inside a numbered section). */
export function RichText({ blocks, headingOffset = 0, className }: { blocks: readonly Block[]; headingOffset?: 0 | 1; className?: string }) {
  return (
    <div className={[styles.prose, className].filter(Boolean).join(" ")}>
      {blocks.map((block, i) => {
        switch (block.type) {
          case "p":
            return (
              <p key={i}>
                <InlineText text={block.text} />
              </p>
            );
          case "h2":
            return headingOffset ? <h3 key={i}>{block.text}</h3> : <h2 key={i}>{block.text}</h2>;
          case "h3":
            return headingOffset ? <h4 key={i}>{block.text}</h4> : <h3 key={i}>{block.text}</h3>;
          case "ul":
          case "ol": {
            const List = block.type;
            return (
              <List key={i}>
                {block.items.map((item) => (
                  <li key={item}>
                    <InlineText text={item} />
                  </li>
                ))}
              </List>
            );
          }
          case "quote":
            return (
              <figure key={i} className={styles.quote}>
                <blockquote>
                  <p>{block.text}</p>
                </blockquote>
                {block.cite ? <figcaption>— {block.cite}</figcaption> : null}
              </figure>
            );
          case "figure":
            return (
              <figure key={i} className={styles.figure}>
                <Picture image={block.image} />
                <figcaption>{block.caption}</figcaption>
              </figure>
            );
        }
      })}
    </div>
  );
}
