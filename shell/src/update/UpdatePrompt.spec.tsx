import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import { CHECK_DEPLOYMENT, DEPLOYMENT_STATUS, SWITCH_DEPLOYMENT, SWITCHED } from '../service-worker/messages';
import { watchDeployments, type WorkerContainer } from './deployment-watch';
import { UPDATE_TEXTS, UpdatePrompt } from './UpdatePrompt';

/** navigator.serviceWorker as the page sees it, with a worker that records what it was sent. */
function fakeContainer() {
  const listeners = new Set<(event: MessageEvent) => void>();
  const sent: { message: { type: string }; ports?: Transferable[] }[] = [];
  const active = {
    postMessage(message: { type: string }, ports?: Transferable[]) {
      sent.push({ message, ports });
      if (message.type === SWITCH_DEPLOYMENT) (ports?.[0] as MessagePort | undefined)?.postMessage({ type: SWITCHED });
    },
  };
  const container: WorkerContainer = {
    ready: Promise.resolve({ active }),
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
  };
  const fromWorker = (data: unknown) => listeners.forEach((l) => l({ data } as MessageEvent));
  return { container, sent, fromWorker, listeners };
}

const status = (updateAvailable: boolean) => ({ type: DEPLOYMENT_STATUS, updateAvailable, pageSet: 'a', newestSet: updateAvailable ? 'b' : 'a' });

describe('watchDeployments', () => {
  afterEach(() => jest.useRealTimers());

  it('asks the worker on start, every few minutes and when the connection returns; never while offline', async () => {
    jest.useFakeTimers();
    const { container, sent } = fakeContainer();
    const online = { value: true };
    const target = Object.assign(new EventTarget(), {
      setInterval: window.setInterval.bind(window),
      clearInterval: window.clearInterval.bind(window),
      navigator: { get onLine() { return online.value; } },
    }) as unknown as Parameters<typeof watchDeployments>[0]['target'];
    const stop = watchDeployments({ container, onUpdateAvailable: jest.fn(), intervalMs: 1000, target });
    await Promise.resolve();
    await Promise.resolve();
    const checks = () => sent.filter((s) => s.message.type === CHECK_DEPLOYMENT).length;
    expect(checks()).toBe(1);
    online.value = false;
    await jest.advanceTimersByTimeAsync(1000);
    expect(checks()).toBe(1);
    online.value = true;
    (target as unknown as EventTarget).dispatchEvent(new Event('online'));
    await jest.advanceTimersByTimeAsync(0);
    expect(checks()).toBe(2);
    await jest.advanceTimersByTimeAsync(1000);
    expect(checks()).toBe(3);
    stop();
    await jest.advanceTimersByTimeAsync(5000);
    expect(checks()).toBe(3);
  });
});

describe('UpdatePrompt', () => {
  it('shows 新しいバージョンがあります。 once a newer set is ready; 更新 switches the worker, then reloads', async () => {
    const { container, sent, fromWorker } = fakeContainer();
    const reload = jest.fn();
    // As in the app (InasakuProvider): no space put between the two kanji of 更新.
    render(
      <ConfigProvider button={{ autoInsertSpace: false }}>
        <App>
          <UpdatePrompt container={container} reload={reload} />
        </App>
      </ConfigProvider>,
    );
    act(() => fromWorker(status(false)));
    expect(screen.queryByText(UPDATE_TEXTS.title)).toBeNull();
    act(() => fromWorker(status(true)));
    expect(await screen.findByText('新しいバージョンがあります。')).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '更新' }));
    await act(async () => {
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(sent.map((s) => s.message.type)).toContain(SWITCH_DEPLOYMENT);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('without service workers (or before one is there) shows nothing and fails nothing', () => {
    render(
      <App>
        <UpdatePrompt container={null} />
      </App>,
    );
    expect(screen.queryByText(UPDATE_TEXTS.title)).toBeNull();
  });
});
