import { Link } from "#site-link";
import type { PayTable as PayTableCopy } from "~content/schema";
import { ExternalAnchor } from "../ButtonLink/ButtonLink";
import { OpenFacts } from "../OpenFacts/OpenFacts";
import { Section } from "../Section/Section";
import * as pages from "../../styles/pages.css";
import * as styles from "./PayTable.css";
import { useSiteWords } from "~/lib/site-words";

/** One trade's starting figure and the listing's yearly pay, each already worded (app/lib/pay-table.server.ts). */
export type PayRow = { slug: string; name: string; href: string; firstYear: string; qualified: string };

/** The caption and column headings, worded on the server (payTableWords, app/content/pay.ts). */
export type PayWords = {
  caption: string;
  firstYear: string;
  qualified: string;
  /** The second yearly reading of a trade's own page, one note each ("Builder: its own page gives …"). */
  notes: readonly string[];
  /** Where the figures come from and when they were checked, once under the table. */
  source: string;
  /** Fair Work's pay guides and Pay Calculator (app/content/site.ts), sent as data so they stay out of every page's JavaScript. */
  guidesHref: string;
  calculatorHref: string;
};

/** Pay through the apprenticeship: the two figures per trade, then where to check each year's rate. */
export function PayTable({
  id,
  copy,
  pay: { rows, words },
}: {
  id: string;
  copy: PayTableCopy;
  pay: { rows: readonly PayRow[]; words: PayWords };
}) {
  const site = useSiteWords();
  return (
    <Section id={id} heading={copy.heading} lead={copy.lead}>
      <div className={styles.scroller} role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
        <table className={styles.table}>
          <caption id={`${id}-caption`} className={styles.caption}>
            {words.caption}
          </caption>
          <thead>
            <tr>
              <th scope="col">{site.figures.tradeColumn}</th>
              <th scope="col">{words.firstYear}</th>
              <th scope="col">{words.qualified}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.slug}>
                <th scope="row">
                  <Link to={row.href} prefetch="intent">
                    {row.name}
                  </Link>
                </th>
                <td>{row.firstYear}</td>
                <td>{row.qualified}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={styles.notes}>
        {words.notes.map((note) => (
          <p key={note}>{note}</p>
        ))}
        <p>{words.source}</p>
      </div>
      <div className={pages.prose}>
        {copy.award.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
      <ul className={styles.sources}>
        <li>
          <ExternalAnchor href={words.guidesHref}>{copy.fairWork.guidesLabel}</ExternalAnchor>
        </li>
        <li>
          <ExternalAnchor href={words.calculatorHref}>{copy.fairWork.calculatorLabel}</ExternalAnchor>
        </li>
      </ul>
      <OpenFacts facts={copy.openFacts} />
    </Section>
  );
}
