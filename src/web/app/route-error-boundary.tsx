import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RouteErrorScreen } from './route-error-screen';

interface BoundaryProps {
  /** The path shown: a new one clears the error, so navigating away leaves the error screen. */
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  shownKey: string | null;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, shownKey: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    if (state.error === null) return { shownKey: props.resetKey };
    return state.shownKey === props.resetKey ? null : { error: null, shownKey: props.resetKey };
  }

  override render() {
    return this.state.error === null ? (
      this.props.children
    ) : (
      <RouteErrorScreen error={this.state.error} />
    );
  }
}

/**
 * Catches what a route's screen throws while rendering (or a page's code that fails to download)
 * and shows the error screen in its place: never a blank page. React Router's errorElement would
 * do the same but needs its data router, which adds 18 KB gzip to the sign-in page's JavaScript.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary resetKey={pathname}>{children}</Boundary>;
}
