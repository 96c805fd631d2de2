// ErrorBoundary.tsx: a rendering failure shows its message instead of a blank page.
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  error: Error | null;
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
    return (
      <div role="alert" className="rounded border border-red-300 bg-red-50 p-4 text-red-900">
        <p className="font-semibold">The table could not be shown.</p>
        <p className="mt-1 font-mono text-sm">{this.state.error.message}</p>
      </div>
    );
  }
}
