import { act, render } from '@testing-library/react';
import { REGISTER_WAIT_MS, useServiceWorker } from './register-service-worker';

function Registering({ wait }: { wait: () => Promise<void> }) {
  useServiceWorker(wait);
  return null;
}

describe('registering the worker after sign-in', () => {
  let register: jest.Mock;
  beforeEach(() => {
    jest.useFakeTimers();
    register = jest.fn(async () => ({}));
    Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
  });
  afterEach(() => {
    jest.useRealTimers();
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  });

  it('waits for the first screen\'s code, so its install does not share the line with it', async () => {
    let loaded!: () => void;
    const code = new Promise<void>((r) => (loaded = r));
    render(<Registering wait={() => code} />);
    await act(async () => {
      jest.advanceTimersByTime(REGISTER_WAIT_MS / 2);
    });
    expect(register).not.toHaveBeenCalled();
    await act(async () => loaded());
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/', updateViaCache: 'none' });
  });

  it('registers after REGISTER_WAIT_MS at the latest, when the code never settles', async () => {
    render(<Registering wait={() => new Promise<void>(() => undefined)} />);
    await act(async () => {
      jest.advanceTimersByTime(REGISTER_WAIT_MS);
    });
    expect(register).toHaveBeenCalledTimes(1);
  });
});
