// IssueList.tsx: why a scenario could not be opened, one field path per line, in the reader's
// language, wherever it was opened from (a link, a file, a paste, an example, the editor): the
// refusals made before the schema (a link cut short, text that is not JSON…) by their code; the
// runner's findings as store/scenarioIssues.ts words them; the few it leaves in the runner's words
// (English, marked so for screen readers).
import type { Message } from '../../explain';
import { useExplain } from '../../i18n/react';
import type { Issue } from '../../store/limits';
import type { ScenarioProblem } from '../../store/scenarioIssues';

/** A problem to show: the scenario checker's, or one in the reader's words (a message). */
export type ShownIssue = ScenarioProblem;

export function IssueText({ issue }: { issue: ShownIssue }) {
  const { text } = useExplain();
  if (typeof issue.message !== 'string') return <span>{text(issue.message)}</span>;
  const { code, values } = issue as Issue;
  if (code) return <span>{text({ key: `table:issue.${code}`, ...(values ? { params: values } : {}) })}</span>;
  return <span lang="en">{issue.message}</span>;
}

/** Most problems listed: a hostile file can hold thousands (one per bad action), and a list that
 *  long would be read by nobody and slow the page; the rest are counted. */
export const MAX_LISTED_ISSUES = 100;

export function IssueList({ heading, issues }: { heading: Message; issues: readonly ShownIssue[] }) {
  const { text } = useExplain();
  const unlisted = issues.length - MAX_LISTED_ISSUES;
  return (
    <section role="alert" data-role="scenario-error" className="rounded border border-red-300 bg-red-50 p-4 text-red-900">
      <h2 className="font-semibold">{text(heading)}</h2>
      <ul className="mt-2 space-y-1 text-sm">
        {issues.slice(0, MAX_LISTED_ISSUES).map((issue, i) => (
          <li key={i}>
            {issue.path && <code className="mr-2 rounded bg-red-100 px-1 font-mono">{issue.path}</code>}
            <IssueText issue={issue} />
          </li>
        ))}
      </ul>
      {unlisted > 0 && <p className="mt-2 text-sm">{text({ key: 'table:loader.moreIssues', params: { count: unlisted } })}</p>}
    </section>
  );
}
