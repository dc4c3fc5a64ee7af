import { act, fireEvent, render, screen } from '@testing-library/react';
import { InasakuProvider } from '../InasakuProvider';
import { RemotesProvider, type RemoteLoader, type RemotesStatus } from './remotes-context';
import { RemoteModule } from './RemoteModule';

function Page({ loader, names = ['mfe_account'], status = 'ready' }: { loader: RemoteLoader; names?: string[]; status?: RemotesStatus }) {
  return (
    <InasakuProvider>
      <RemotesProvider status={status} names={names} loader={loader}>
        <header>シェルのメニュー</header>
        <section data-testid="area">
          <RemoteModule remote="mfe_account" module="AuthView" props={{ greeting: 'こんにちは' }} />
        </section>
        <footer>フッター</footer>
      </RemotesProvider>
    </InasakuProvider>
  );
}

const Greeting = ({ greeting }: { greeting: string }) => <p>{greeting}、リモート</p>;

describe('RemoteModule', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('renders the exposed default export with its props', async () => {
    const loader = jest.fn(async () => ({ default: Greeting }));
    render(<Page loader={loader} />);
    expect(await screen.findByText('こんにちは、リモート')).toBeTruthy();
    expect(loader).toHaveBeenCalledWith('mfe_account/AuthView');
  });

  it('shows a failing remote only inside its own area, with 再読み込み', async () => {
    const loader = jest.fn(async () => {
      throw new Error('ChunkLoadError: network');
    });
    render(<Page loader={loader} />);
    const message = await screen.findByText('この画面を読み込めませんでした。');
    const area = screen.getByTestId('area');
    expect(area.contains(message)).toBe(true);
    expect(screen.getByText('シェルのメニュー')).toBeTruthy();
    expect(screen.getByText('フッター')).toBeTruthy();
    expect(screen.getByRole('button', { name: '再読み込み' })).toBeTruthy();
  });

  it('keeps a render-time crash of the remote inside its area', async () => {
    const Broken = () => {
      throw new Error('boom');
    };
    // A fresh loader function means a fresh cache entry.
    render(<Page loader={async () => ({ default: Broken })} />);
    const message = await screen.findByText('この画面を読み込めませんでした。');
    expect(screen.getByTestId('area').contains(message)).toBe(true);
    expect(screen.getByText('フッター')).toBeTruthy();
  });

  it('再読み込み retries the load', async () => {
    let fail = true;
    const loader = jest.fn(async () => {
      if (fail) throw new Error('offline');
      return { default: Greeting };
    });
    render(<Page loader={loader} />);
    await screen.findByText('この画面を読み込めませんでした。');
    fail = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '再読み込み' }));
    });
    expect(await screen.findByText('こんにちは、リモート')).toBeTruthy();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('says the feature is not available when the remote is not registered, without loading', async () => {
    const loader = jest.fn();
    render(<Page loader={loader} names={['mfe_fields']} />);
    expect(await screen.findByText('この機能は現在ご利用いただけません。')).toBeTruthy();
    expect(loader).not.toHaveBeenCalled();
  });

  it('treats a module the remote does not expose as not available', async () => {
    const loader = async () => {
      throw new Error('Module "./AuthView" does not exist in container.');
    };
    render(<Page loader={loader} />);
    expect(await screen.findByText('この機能は現在ご利用いただけません。')).toBeTruthy();
  });

  it('shows the load error in every area when remotes.json failed', async () => {
    render(<Page loader={jest.fn()} status="failed" />);
    expect(await screen.findByText('この画面を読み込めませんでした。')).toBeTruthy();
  });

  it('loads each remote module once however often it renders', async () => {
    const loader = jest.fn(async () => ({ default: Greeting }));
    const { rerender } = render(<Page loader={loader} />);
    await screen.findByText('こんにちは、リモート');
    rerender(<Page loader={loader} />);
    rerender(<Page loader={loader} />);
    await screen.findByText('こんにちは、リモート');
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('uses a custom unavailable node (dashboard empty states)', async () => {
    render(
      <InasakuProvider>
        <RemotesProvider status="ready" names={[]} loader={jest.fn()}>
          <RemoteModule remote="mfe_works" module="WorkLogWidget" unavailable={<span>作業ログはありません。</span>} />
        </RemotesProvider>
      </InasakuProvider>,
    );
    expect(await screen.findByText('作業ログはありません。')).toBeTruthy();
  });
});
