// `npm run check:content-age [-- YYYY-MM-DD]`: lists the content pages whose facts were last
// checked more than REVIEW_INTERVAL_DAYS ago (dates in app/content/page-reviews.ts), and exits
// with 1 when there are any, so a scheduled job can raise it. Not part of `npm test`: a page
// falling due is work for the content desk, not a broken build.
import { pagesDueForReview, REVIEW_INTERVAL_DAYS } from "~/app/content/page-reviews";

const today = process.argv[2] ?? new Date().toISOString().slice(0, 10);
if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) {
  console.error(`Give the day to check as YYYY-MM-DD, not "${today}".`);
  process.exit(2);
}

const due = pagesDueForReview(today);
if (due.length === 0) {
  console.log(`Every content page was reviewed within ${REVIEW_INTERVAL_DAYS} days of ${today}.`);
} else {
  console.log(`${due.length} page(s) last reviewed more than ${REVIEW_INTERVAL_DAYS} days before ${today}:`);
  for (const page of due) console.log(`  ${page.path}  reviewed ${page.reviewed} (${page.ageDays} days ago)`);
  console.log("Check their facts against docs/content-sources.md, then update both dates.");
  process.exitCode = 1;
}
