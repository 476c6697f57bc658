import { loadRemote } from '@module-federation/enhanced/runtime';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, use, useState } from 'react';
import { registerFromRegistry } from '../mf/remote-loader';
import { RemoteWidget } from './remote-widget';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;

function RemoteSearchBox({ query, onQueryChange }: { query: string; onQueryChange: (query: string) => void }) {
  return <input aria-label="Remote search" value={query} onChange={(event) => onQueryChange(event.target.value)} />;
}

function Slot() {
  const [query, setQuery] = useState('');
  return (
    <>
      <RemoteWidget
        remote="catalogue"
        name="SearchBox"
        props={{ query, onQueryChange: setQuery }}
        fallback={
          <input aria-label="Stand-in search" value={query} onChange={(event) => setQuery(event.target.value)} />
        }
      />
      <button type="button">Elsewhere</button>
    </>
  );
}

describe('a remote widget in a shell slot', () => {
  let deliver: (module: unknown) => void = () => undefined;
  beforeEach(() => {
    registerFromRegistry({ remotes: { catalogue: { version: '1', entry: '/remotes/catalogue/1/mf-manifest.json' } } });
    loadRemoteMock.mockReturnValue(new Promise((resolve) => (deliver = resolve)));
  });

  it('never replaces the stand-in while the shopper is typing in it, and takes over with their text on blur', async () => {
    render(<Slot />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Stand-in search' }), 'pearl');
    await act(async () =>
      deliver({ remote: 'catalogue', widgets: { SearchBox: RemoteSearchBox, WishlistGrid: () => null } }),
    );
    expect(screen.getByRole('textbox', { name: 'Stand-in search' })).toHaveFocus();
    await userEvent.type(screen.getByRole('textbox', { name: 'Stand-in search' }), ' studs');

    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('textbox', { name: 'Stand-in search' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Remote search' })).toHaveValue('pearl studs');
  });

  it('keeps the stand-in when the remote cannot serve the widget', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<Slot />);
    await act(async () => deliver({ __remoteUnavailable: true, id: 'mfe_catalogue/widgets', message: 'down' }));
    expect(screen.getByRole('textbox', { name: 'Stand-in search' })).toBeInTheDocument();
  });

  it('shows its stand-in while the widget suspends (its messages loading), and the host page stays on screen', async () => {
    let messagesArrive: () => void = () => undefined;
    const messages = new Promise<void>((resolve) => (messagesArrive = resolve));
    function SuspendingSearchBox() {
      use(messages);
      return <p>Remote search ready</p>;
    }
    render(
      <Suspense fallback={<p>Page loading</p>}>
        <Slot />
      </Suspense>,
    );
    await act(async () =>
      deliver({ remote: 'catalogue', widgets: { SearchBox: SuspendingSearchBox, WishlistGrid: () => null } }),
    );
    expect(screen.queryByText('Page loading')).toBeNull();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Stand-in search' })).toBeInTheDocument();
    await act(async () => messagesArrive());
    expect(await screen.findByText('Remote search ready')).toBeInTheDocument();
  });
});
