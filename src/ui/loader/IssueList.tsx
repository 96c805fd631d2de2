// IssueList.tsx: why a scenario could not be opened, one field path per line, in the reader's
// language: the refusals made before the schema (a link cut short, text that is not JSON…) by their
// code; the schema checker's own findings in its words (English, marked so for screen readers).
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

export function IssueList({ heading, issues }: { heading: Message; issues: readonly ShownIssue[] }) {
  const { text } = useExplain();
  return (
    <section role="alert" data-role="scenario-error" className="rounded border border-red-300 bg-red-50 p-4 text-red-900">
      <h2 className="font-semibold">{text(heading)}</h2>
      <ul className="mt-2 space-y-1 text-sm">
        {issues.map((issue, i) => (
          <li key={i}>
            {issue.path && <code className="mr-2 rounded bg-red-100 px-1 font-mono">{issue.path}</code>}
            <IssueText issue={issue} />
          </li>
        ))}
      </ul>
    </section>
  );
}
