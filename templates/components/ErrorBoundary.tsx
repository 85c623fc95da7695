import { Component, type ReactNode } from 'react';

interface Props {
  title: string;
  retry: string;
  /** Changes when the page changes: a new page gets a fresh chance. */
  resetKey: string;
  children: ReactNode;
}

/** "This page crashed." with Try again, in place of a page whose rendering threw. */
export class ErrorBoundary extends Component<Props, { error: Error | null; key: string }> {
  state = { error: null as Error | null, key: this.props.resetKey };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error: Error | null; key: string }) {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <main id="__main" className="error-page" role="alert">
        <h1>{this.props.title}</h1>
        <p className="error-page__message">{this.state.error.message}</p>
        <button type="button" className="button button--primary" onClick={() => this.setState({ error: null })}>
          {this.props.retry}
        </button>
      </main>
    );
  }
}
