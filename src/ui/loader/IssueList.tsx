// IssueList.tsx: why a scenario could not be opened, one field path per line.
import type { Issue } from '../../store/scenarioSource';

export function IssueList({ source, issues }: { source: string; issues: Issue[] }) {
  return (
    <section role="alert" data-role="scenario-error" className="rounded border border-red-300 bg-red-50 p-4 text-red-900">
      <h2 className="font-semibold">Could not open the scenario from {source}</h2>
      <ul className="mt-2 space-y-1 text-sm">
        {issues.map((issue, i) => (
          <li key={i}>
            {issue.path && <code className="mr-2 rounded bg-red-100 px-1 font-mono">{issue.path}</code>}
            <span>{issue.message}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
