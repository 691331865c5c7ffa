import { longDate } from "~/lib/post-date";

/** A post's date in full ("28 November 2024"), machine-readable in `datetime`. */
export function PostDate({ date, className }: { date: string; className?: string }) {
  return (
    <time dateTime={date} className={className}>
      {longDate(date)}
    </time>
  );
}
