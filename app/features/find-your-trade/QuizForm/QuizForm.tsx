import type { SerializeFrom } from "@remix-run/cloudflare";
import type { MouseEvent } from "react";
import type { loadFindYourTrade } from "../loader.server";
import { fill } from "~/lib/template";
import * as styles from "./QuizForm.css";

type Data = SerializeFrom<typeof loadFindYourTrade>;
type FormData = NonNullable<Data["form"]>;

/**
 * Once hydrated, a link moves focus to its question's group and scrolls it into view (the same
 * place: scroll-padding and scroll-margin hold for both) without a new history entry, as GOV.UK's
 * error summary script does: a hash change with script would be a router navigation, and the
 * scroll restoration brought a second link back to where the first one had left the page.
 */
function toQuestion(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(event.currentTarget.hash.slice(1));
  if (!target) return;
  event.preventDefault();
  target.focus({ preventScroll: true });
  target.scrollIntoView();
}

/**
 * The error summary (GOV.UK's pattern): every answer that needs another look, each a link to
 * its question. `autoFocus` is rendered as the autofocus attribute, so the browser moves focus
 * here when the page loads, with or without JavaScript, and a screen reader reads it first.
 */
export function ErrorSummary({ heading, problems }: { heading: string; problems: NonNullable<Data["problems"]> }) {
  return (
    // GOV.UK's error summary takes focus on load; here the platform's autofocus does it, script or none.
    // eslint-disable-next-line jsx-a11y/no-autofocus
    <div className={styles.summary} role="alert" aria-labelledby="error-summary-heading" tabIndex={-1} autoFocus>
      <h2 id="error-summary-heading" className={styles.summaryHeading}>
        {heading}
      </h2>
      <ul className={styles.summaryList}>
        {problems.map((problem) => (
          <li key={problem.message}>
            {problem.href ? (
              <a href={problem.href} onClick={toQuestion}>
                {problem.message}
              </a>
            ) : (
              problem.message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The questions: one GET form of radio groups, each a fieldset whose legend is the question.
 * A plain <form>, not Remix's: the browser sends it the same way before, after and without
 * hydration, and the answers become the address of the results.
 */
export function QuizForm({ form, copy }: { form: FormData; copy: Data["copy"] }) {
  return (
    <form method="get" action={form.action} className={styles.form} aria-label={copy.formLabel}>
      <ol className={styles.questions}>
        {form.questions.map((q, i) => {
          const describedBy = [q.hint ? `${q.id}-hint` : null, q.error ? `${q.id}-error` : null].filter(Boolean);
          return (
            <li key={q.id} className={q.error ? `${styles.question} ${styles.questionError}` : styles.question}>
              {/* The error summary's links land here (tabIndex -1: focusable by a link, not by Tab). */}
              <fieldset
                id={q.groupId}
                tabIndex={-1}
                className={styles.fieldset}
                aria-describedby={describedBy.length ? describedBy.join(" ") : undefined}
              >
                <legend className={styles.legend}>
                  <span className={styles.number}>{`${i + 1}.`}</span>
                  {q.required ? ` ${q.question}` : ` ${q.question} ${copy.optional}`}
                </legend>
                {q.hint ? (
                  <p id={`${q.id}-hint`} className={styles.hint}>
                    {q.hint}
                  </p>
                ) : null}
                {q.error ? (
                  <p id={`${q.id}-error`} className={styles.error}>
                    {fill(copy.error, { message: q.error })}
                  </p>
                ) : null}
                <div className={styles.answers}>
                  {q.answers.map((answer) => (
                    <label key={answer.value} className={styles.answer} htmlFor={`${q.id}-${answer.value}`}>
                      <input
                        type="radio"
                        id={`${q.id}-${answer.value}`}
                        name={q.id}
                        value={answer.value}
                        defaultChecked={answer.checked}
                        className={styles.radio}
                      />
                      {answer.label}
                    </label>
                  ))}
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <p className={styles.privacy}>{copy.privacy}</p>
      {/* Last, so the address reads as the normal form does: the answers, then done=yes. */}
      <input type="hidden" name={form.done.name} value={form.done.value} />
      <p>
        <button type="submit" className={styles.submit}>
          {copy.submit}
        </button>
      </p>
    </form>
  );
}
