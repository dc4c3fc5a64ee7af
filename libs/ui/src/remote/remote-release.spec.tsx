import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { InasakuProvider } from '../InasakuProvider';
import { RemotesProvider, remoteReleaseChanged, type RemoteLoader } from './remotes-context';
import { RemoteModule } from './RemoteModule';

const Release = ({ n }: { n: number }) => {
  const [typed] = useState(() => `入力中${n}`);
  return <p>リリース{n} {typed}</p>;
};

/** The loader answers whatever release the federation runtime has registered now. */
function releases() {
  const current: Record<string, number> = { mfe_works: 1, mfe_fields: 1 };
  const loader = jest.fn(async (id: string) => {
    const n = current[id.split('/')[0]];
    return { default: () => <Release n={n} /> };
  });
  return { current, loader: loader as RemoteLoader & jest.Mock };
}

function Page({ loader, show }: { loader: RemoteLoader; show: { works: boolean; key: number } }) {
  return (
    <InasakuProvider>
      <RemotesProvider status="ready" names={['mfe_works', 'mfe_fields']} loader={loader}>
        <section data-testid="fields">
          <RemoteModule remote="mfe_fields" module="Brands" />
        </section>
        {show.works && (
          <section data-testid="works">
            <RemoteModule key={show.key} remote="mfe_works" module="Works" />
          </section>
        )}
      </RemotesProvider>
    </InasakuProvider>
  );
}

describe('a new release of one remote', () => {
  it('is loaded by areas opened afterwards; an open area and the other remotes stay as they are', async () => {
    const { current, loader } = releases();
    const view = render(<Page loader={loader} show={{ works: true, key: 1 }} />);
    expect((await screen.findAllByText(/リリース1/)).length).toBe(2);
    expect(loader.mock.calls.map(([id]) => id).sort()).toEqual(['mfe_fields/Brands', 'mfe_works/Works']);

    current.mfe_works = 2;
    act(() => remoteReleaseChanged('mfe_works'));
    // Still showing: keeps what the user is doing in it.
    expect(screen.getByTestId('works').textContent).toBe('リリース1 入力中1');

    // Opened again (a navigation): the new release.
    view.rerender(<Page loader={loader} show={{ works: true, key: 2 }} />);
    expect(await screen.findByText('リリース2 入力中2')).toBeTruthy();
    // The other remote was neither loaded again nor re-mounted.
    expect(loader.mock.calls.map(([id]) => id).sort()).toEqual(['mfe_fields/Brands', 'mfe_works/Works', 'mfe_works/Works']);
    expect(screen.getByTestId('fields').textContent).toBe('リリース1 入力中1');
  });
});
