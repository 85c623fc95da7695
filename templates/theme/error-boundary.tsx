import { Component, type ReactNode } from 'react';

/** What a fallback is given: the error, and a way to render the children again. */
export interface FallbackParams {
  error: Error;
  tryAgain: () => void;
}

/**
 * `import ErrorBoundary from '@docusaurus/ErrorBoundary'`: its children, or
 * once one of them throws while rendering, `fallback({ error, tryAgain })`
 * (the error's message when no fallback is given), as Docusaurus' boundary.
 */
export default class ErrorBoundary extends Component<{ children?: ReactNode; fallback?: (params: FallbackParams) => ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children ?? null;
    const params = { error, tryAgain: () => this.setState({ error: null }) };
    return this.props.fallback ? this.props.fallback(params) : <ErrorBoundaryErrorMessageFallback {...params} />;
  }
}

/** `import { ErrorBoundaryErrorMessageFallback } from '@docusaurus/theme-common'`: the error's message and a button to try again. */
export function ErrorBoundaryErrorMessageFallback({ error, tryAgain }: FallbackParams) {
  return (
    <div role="alert" className="alert alert--danger">
      <p>{error.message}</p>
      <button type="button" className="button button--sm button--danger" onClick={tryAgain}>
        Try again
      </button>
    </div>
  );
}
