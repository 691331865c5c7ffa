import type { SerializeFrom } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import type { loadFindYourTrade } from "~/lib/find-your-trade.server";
import { APPLICATION_FORM_URL } from "~content/site";
import { visuallyHidden } from "../../styles/layout.css";
import { ExternalAnchor } from "../ButtonLink/ButtonLink";
import { Section } from "../Section/Section";
import * as styles from "./QuizResults.css";

type Data = SerializeFrom<typeof loadFindYourTrade>;
type Results = NonNullable<Data["results"]>;
type Match = Results["top"][number];

/** A reason: the visitor's answer, then the trade page's own words, quoted so they can be found there. */
function Reasons({ label, items, id }: { label: string; items: Match["reasons"]; id: string }) {
  if (items.length === 0) return null;
  return (
    <>
      <p id={id} className={styles.reasonsLabel}>
        {label}
      </p>
      <ul aria-labelledby={id} className={styles.reasons}>
        {items.map((item) => (
          <li key={item.youSaid + item.quote}>
            {`${item.youSaid}. The page says: `}
            <q className={styles.quote}>{item.quote}</q>
          </li>
        ))}
      </ul>
    </>
  );
}

function TradeMatch({ match, copy, top }: { match: Match; copy: Data["copy"]; top: boolean }) {
  const headingId = `match-${match.slug}`;
  return (
    <li className={top ? `${styles.match} ${styles.topMatch}` : styles.match} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.name}>
        <span className={styles.rank}>{`${match.rank}.`}</span>
        <Link to={match.href}>{match.name}</Link>
      </h3>
      <dl className={styles.facts}>
        {match.facts.map((fact) => (
          <div key={fact.label} className={styles.fact}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <Reasons label={copy.reasonsLabel} items={match.reasons} id={`${match.slug}-reasons`} />
      <Reasons label={copy.cautionsLabel} items={match.cautions} id={`${match.slug}-cautions`} />
      {match.reasons.length + match.cautions.length === 0 ? <p className={styles.none}>{copy.noReasons}</p> : null}
      <p className={styles.tradeLinks}>
        {/* The name starts with the words shown (WCAG 2.5.3), then says which trade. */}
        <Link to={match.href}>
          {`About the trade`}
          <span className={visuallyHidden}>{`: ${match.name}`}</span>
        </Link>
        <ExternalAnchor href={APPLICATION_FORM_URL} className={styles.apply}>
          {`Apply Now`}
          <span className={visuallyHidden}>{` for ${match.name}`}</span>
        </ExternalAnchor>
      </p>
    </li>
  );
}

/** The ranked trades: the top three in full, then the rest in order, every one with its reasons. */
export function QuizResults({
  results,
  copy,
  contact,
}: {
  results: Results;
  copy: Data["copy"];
  contact: Data["contact"];
}) {
  return (
    <>
      <Section id="top-three" heading={copy.topHeading} className={styles.band}>
        <ol className={styles.top}>
          {results.top.map((match) => (
            <TradeMatch key={match.slug} match={match} copy={copy} top />
          ))}
        </ol>
        <p className={styles.none}>{results.source}</p>
      </Section>
      <Section id="other-trades" heading={copy.restHeading} tone="muted" className={styles.band}>
        <ol className={styles.rest}>
          {results.rest.map((match) => (
            <TradeMatch key={match.slug} match={match} copy={copy} top={false} />
          ))}
        </ol>
      </Section>
      <Section id="talk" heading={copy.talkHeading}>
        <p>
          {"Call us on "}
          <a href={contact.phoneHref}>{contact.phone}</a>
          {" or e-mail "}
          <a href={contact.emailHref}>{contact.email}</a>
          {". A careers adviser or teacher at your school can help too."}
        </p>
      </Section>
    </>
  );
}
