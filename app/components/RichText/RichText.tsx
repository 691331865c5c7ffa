import { Link } from "#site-link";
import type { ReactNode } from "react";
import type { Block, Inline } from "~content/schema";
import { ExternalAnchor } from "../ButtonLink/ButtonLink";
import * as styles from "./RichText.css";

/**
 * Inline prose nodes (made from Markdown by `npm run content:build`): internal links navigate
 * client-side, outside ones open a new tab as every outside link on the site does.
 */
export function Inlines({ nodes }: { nodes: readonly Inline[] }): ReactNode {
  return nodes.map((node, i) => {
    switch (node.type) {
      case "text":
        return node.value;
      case "strong":
        return (
          <strong key={i}>
            <Inlines nodes={node.children} />
          </strong>
        );
      case "emphasis":
        return (
          <em key={i}>
            <Inlines nodes={node.children} />
          </em>
        );
      case "link":
        return node.url.startsWith("/") ? (
          <Link key={i} to={node.url} prefetch="intent">
            <Inlines nodes={node.children} />
          </Link>
        ) : (
          <ExternalAnchor key={i} href={node.url}>
            <Inlines nodes={node.children} />
          </ExternalAnchor>
        );
    }
  });
}

/** Article, answer and legal text. A heading's level is its Markdown depth (## is an h2). */
export function RichText({ blocks, className }: { blocks: readonly Block[]; className?: string }) {
  return (
    <div className={[styles.prose, className].filter(Boolean).join(" ")}>
      {blocks.map((block, i) => {
        switch (block.type) {
          case "paragraph":
            return (
              <p key={i}>
                <Inlines nodes={block.children} />
              </p>
            );
          case "heading": {
            const Heading = `h${block.depth}` as const;
            return (
              <Heading key={i}>
                <Inlines nodes={block.children} />
              </Heading>
            );
          }
          case "list": {
            const List = block.ordered ? "ol" : "ul";
            return (
              <List key={i}>
                {block.items.map((item, j) => (
                  <li key={j}>
                    <Inlines nodes={item} />
                  </li>
                ))}
              </List>
            );
          }
          case "quote":
            return (
              <figure key={i} className={styles.quote}>
                <blockquote>
                  <p>
                    <Inlines nodes={block.children} />
                  </p>
                </blockquote>
                {block.cite ? <figcaption>— {block.cite}</figcaption> : null}
              </figure>
            );
        }
      })}
    </div>
  );
}
