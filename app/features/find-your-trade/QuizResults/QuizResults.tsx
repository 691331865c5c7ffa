import type { SerializeFrom } from "@remix-run/cloudflare";
import type { ReactNode } from "react";
import { Link } from "#site-link";
import type { loadFindYourTrade } from "../loader.server";
import { fill } from "~/lib/template";
import { APPLICATION_FORM_URL } from "~content/site";
import { visuallyHidden } from "~/styles/layout.css";
import { ExternalAnchor } from "~/components/ButtonLink/ButtonLink";
import { Filled } from "~/components/Filled/Filled";
import { Section } from "~/components/Section/Section";
import { KeptAnswers } from "./KeptAnswers";
import * as styles from "./QuizResults.css";

type Data = SerializeFrom<typeof loadFindYourTrade>;
type Results = NonNullable<Data["results"]>;
type Match = Results["top"][number];
type Copy = Data["copy"];
type Contact = Data["contact"];

/** A link's visible words, then the rest of its name for a screen reader (WCAG 2.5.3: the name starts with what is seen). */
function Named({ link, trade }: { link: { label: string; name: string }; trade: string }) {
  return (
    <>
      {link.label}
      <span className={visuallyHidden}>{fill(link.name, { trade }).slice(link.label.length)}</span>
    </>
  );
}

/** The phone number and the e-mail address, as links, for words that name them. */
const contactLinks = (contact: Contact) => ({
  phone: <a href={contact.phoneHref}>{contact.phone}</a>,
  email: <a href={contact.emailHref}>{contact.email}</a>,
});

/** A reason: the visitor's answer, then the trade page's own words, quoted so they can be found there. */
function Reasons({ label, items, id, words }: { label: string; items: Match["reasons"]; id: string; words: string }) {
  if (items.length === 0) return null;
  return (
    <>
      <p id={id} className={styles.reasonsLabel}>
        {label}
      </p>
      <ul aria-labelledby={id} className={styles.reasons}>
        {items.map((item) => (
          <li key={item.answer + item.quote}>
            <Filled
              template={words}
              values={{ answer: item.answer, quote: <q className={styles.quote}>{item.quote}</q> }}
            />
          </li>
        ))}
      </ul>
    </>
  );
}

function TradeMatch({ match, copy, contact, top }: { match: Match; copy: Copy; contact: Contact; top: boolean }) {
  const headingId = `match-${match.slug}`;
  const className = [styles.match, top ? styles.topMatch : "", match.ruledOut ? "" : styles.ranked].join(" ");
  return (
    <li className={className} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.name}>
        {match.rank === null ? null : <span className={styles.rank}>{`${match.rank}.`}</span>}
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
      {match.ruledOut ? (
        <>
          <Reasons
            label={copy.ruledOutLabel}
            items={[match.ruledOut]}
            id={`${match.slug}-ruled-out`}
            words={copy.ruledOutReason}
          />
          <p className={styles.exceptions}>
            <Filled template={copy.exceptions} values={contactLinks(contact)} />
          </p>
        </>
      ) : (
        <>
          <Reasons label={copy.reasonsLabel} items={match.reasons} id={`${match.slug}-reasons`} words={copy.reason} />
          <Reasons
            label={copy.cautionsLabel}
            items={match.cautions}
            id={`${match.slug}-cautions`}
            words={copy.reason}
          />
          {match.reasons.length + match.cautions.length === 0 ? <p className={styles.none}>{copy.noReasons}</p> : null}
        </>
      )}
      <p className={styles.tradeLinks}>
        <Link to={match.href}>
          <Named link={copy.aboutTrade} trade={match.name} />
        </Link>
        <ExternalAnchor href={APPLICATION_FORM_URL} className={styles.apply}>
          <Named link={copy.apply} trade={match.name} />
        </ExternalAnchor>
      </p>
    </li>
  );
}

/**
 * The ranked trades: the top three in full, then what the results are and the ways on, any an entry requirement rules out with why, then
 * the rest in order, every one with its reasons; then the answers given and the way back.
 */
export function QuizResults({
  results,
  copy,
  contact,
  explanation,
}: {
  results: Results;
  copy: Copy;
  contact: Contact;
  /** What the results are and the ways on: after the top three, so the top match comes first. */
  explanation: ReactNode;
}) {
  return (
    <>
      <Section id="top-three" heading={copy.topHeading} className={styles.band}>
        <ol className={styles.top}>
          {results.top.map((match) => (
            <TradeMatch key={match.slug} match={match} copy={copy} contact={contact} top />
          ))}
        </ol>
        <p className={styles.none}>{results.source}</p>
        <div className={styles.explanation}>{explanation}</div>
      </Section>
      {results.ruledOut.length > 0 ? (
        <Section id="ruled-out" heading={copy.ruledOutHeading} className={styles.band}>
          <ul className={styles.rest}>
            {results.ruledOut.map((match) => (
              <TradeMatch key={match.slug} match={match} copy={copy} contact={contact} top={false} />
            ))}
          </ul>
        </Section>
      ) : null}
      <Section id="other-trades" heading={copy.restHeading} tone="muted" className={styles.band}>
        <ol className={styles.rest}>
          {results.rest.map((match) => (
            <TradeMatch key={match.slug} match={match} copy={copy} contact={contact} top={false} />
          ))}
        </ol>
      </Section>
      <KeptAnswers results={results} copy={copy} />
      <Section id="talk" heading={copy.talkHeading} className={styles.talk}>
        <p>
          <Filled template={copy.talk} values={contactLinks(contact)} />
        </p>
      </Section>
    </>
  );
}
