import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Alert, Button, Result } from 'antd';
import { BUTTONS, REMOTE } from '../texts';
import { RemoteUnavailableError } from './remote-errors';

export type RemoteAreaSize = 'page' | 'compact';

export interface RemoteErrorBoundaryProps {
  children: ReactNode;
  /** Shown instead of the error when the module is simply not provided. */
  unavailable?: ReactNode;
  /** page: a full antd Result; compact: an Alert for cards and widgets. */
  size?: RemoteAreaSize;
  /** Called by 再読み込み before the boundary renders its children again. */
  onRetry?: () => void;
  /** Changing it clears a caught error (e.g. on navigation). */
  resetKey?: unknown;
}

interface State {
  error: unknown;
  resetKey: unknown;
}

export function RemoteUnavailable({ size = 'page' }: { size?: RemoteAreaSize }) {
  return size === 'compact' ? (
    <Alert type="info" showIcon title={REMOTE.unavailable} data-remote-state="unavailable" />
  ) : (
    <Result status="info" title={REMOTE.unavailable} data-remote-state="unavailable" />
  );
}

export function RemoteLoadError({ size = 'page', onRetry }: { size?: RemoteAreaSize; onRetry: () => void }) {
  const button = (
    <Button type={size === 'page' ? 'primary' : 'default'} size={size === 'page' ? 'middle' : 'small'} onClick={onRetry}>
      {BUTTONS.reload}
    </Button>
  );
  return size === 'compact' ? (
    <Alert type="warning" showIcon title={REMOTE.loadFailed} action={button} data-remote-state="error" />
  ) : (
    <Result status="warning" title={REMOTE.loadFailed} subTitle={REMOTE.loadFailedDetail} extra={button} data-remote-state="error" />
  );
}

/** Keeps a failing remote inside its own area: the rest of the page goes on working. */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, State> {
  state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('unknown remote error') };
  }

  static getDerivedStateFromProps(props: RemoteErrorBoundaryProps, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (error instanceof RemoteUnavailableError) return;
    console.error('[remote] render failed', error, info.componentStack);
  }

  private retry = () => {
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (error instanceof RemoteUnavailableError) {
      return this.props.unavailable ?? <RemoteUnavailable size={this.props.size} />;
    }
    return <RemoteLoadError size={this.props.size} onRetry={this.retry} />;
  }
}
