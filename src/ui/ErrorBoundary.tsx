// ErrorBoundary.tsx: a rendering failure shows its message instead of a blank page.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from '../i18n/react';

interface State {
  error: Error | null;
}

function Failure({ error }: { error: Error }) {
  const { t } = useTranslation('table');
  return (
    <div role="alert" className="rounded border border-red-300 bg-red-50 p-4 text-red-900">
      <p className="font-semibold">{t('boundary.title')}</p>
      {/* The error's own text, as thrown (in English). */}
      <p lang="en" className="mt-1 font-mono text-sm">
        {error.message}
      </p>
    </div>
  );
}

export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return <Failure error={this.state.error} />;
  }
}
