import { render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { InasakuProvider } from './InasakuProvider';

function MotionProbe() {
  const { token } = theme.useToken();
  return <span data-testid="motion">{String(token.motion)}</span>;
}

function mockReducedMotion(reduce: boolean) {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query, onchange: null,
    addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}

describe('InasakuProvider', () => {
  it('animates dialogs and menus by default', () => {
    const restore = mockReducedMotion(false);
    render(<InasakuProvider><MotionProbe /></InasakuProvider>);
    expect(screen.getByTestId('motion').textContent).toBe('true');
    restore();
  });

  it('turns animation off on a device set to reduce motion', () => {
    const restore = mockReducedMotion(true);
    render(<InasakuProvider><MotionProbe /></InasakuProvider>);
    expect(screen.getByTestId('motion').textContent).toBe('false');
    restore();
  });
});
