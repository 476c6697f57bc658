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

const searchWidgets = { remote: 'catalogue', widgets: { SearchBox: RemoteSearchBox, WishlistGrid: () => null } };

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

describe('a remote widget loaded on the shopper’s intent (the header search)', () => {
  let deliver: (module: unknown) => void = () => undefined;
  let version = 0;
  beforeEach(() => {
    // A new remote version per test: what one test loaded is not already loaded in the next.
    version += 1;
    registerFromRegistry({
      remotes: { catalogue: { version: `${version}`, entry: `/remotes/catalogue/${version}/mf-manifest.json` } },
    });
    loadRemoteMock.mockReset();
    loadRemoteMock.mockReturnValue(new Promise((resolve) => (deliver = resolve)));
  });

  function IntentSlot() {
    const [query, setQuery] = useState('');
    return (
      <RemoteWidget
        remote="catalogue"
        name="SearchBox"
        loadOn="intent"
        props={{ query, onQueryChange: setQuery }}
        fallback={
          <input aria-label="Stand-in search" value={query} onChange={(event) => setQuery(event.target.value)} />
        }
      />
    );
  }

  it('asks for nothing until the pointer rests on the box', async () => {
    render(<IntentSlot />);
    await act(async () => undefined);
    expect(loadRemoteMock).not.toHaveBeenCalled();
    await userEvent.hover(screen.getByRole('textbox', { name: 'Stand-in search' }));
    expect(loadRemoteMock).toHaveBeenCalledWith('mfe_catalogue/widgets');
  });

  it('takes over while the shopper types in the stand-in, keeping their text, focus and caret', async () => {
    render(<IntentSlot />);
    const standIn = screen.getByRole('textbox', { name: 'Stand-in search' });
    await userEvent.type(standIn, 'pearl studs');
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
    (standIn as HTMLInputElement).setSelectionRange(5, 5);
    await act(async () => deliver(searchWidgets));

    expect(screen.queryByRole('textbox', { name: 'Stand-in search' })).toBeNull();
    const widget = screen.getByRole('textbox', { name: 'Remote search' });
    expect(widget).toHaveValue('pearl studs');
    expect(widget).toHaveFocus();
    expect((widget as HTMLInputElement).selectionStart).toBe(5);
    await userEvent.keyboard(' drop');
    expect(widget).toHaveValue('pearl drop studs');
  });

  it('keeps the stand-in, working, when the remote cannot serve the widget', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<IntentSlot />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Stand-in search' }), 'opal');
    await act(async () => deliver({ __remoteUnavailable: true, id: 'mfe_catalogue/widgets', message: 'down' }));
    expect(screen.getByRole('textbox', { name: 'Stand-in search' })).toHaveValue('opal');
    expect(screen.getByRole('textbox', { name: 'Stand-in search' })).toHaveFocus();
  });

  it('shows the stand-in while the widget suspends, then the widget, and a slot mounted again shows it at once', async () => {
    let messagesArrive: () => void = () => undefined;
    const messages = new Promise<void>((resolve) => (messagesArrive = resolve));
    function SuspendingSearchBox(props: { query: string; onQueryChange: (query: string) => void }) {
      use(messages);
      return <RemoteSearchBox {...props} />;
    }
    const { unmount } = render(<IntentSlot />);
    await userEvent.click(screen.getByRole('textbox', { name: 'Stand-in search' }));
    await act(async () =>
      deliver({ remote: 'catalogue', widgets: { SearchBox: SuspendingSearchBox, WishlistGrid: () => null } }),
    );
    expect(screen.getByRole('textbox', { name: 'Stand-in search' })).toHaveFocus();
    await act(async () => messagesArrive());
    expect(await screen.findByRole('textbox', { name: 'Remote search' })).toHaveFocus();

    unmount();
    render(<IntentSlot />);
    expect(screen.getByRole('textbox', { name: 'Remote search' })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
  });
});

describe('a remote widget loaded on intent, after the shopper sent the stand-in’s form', () => {
  let deliver: (module: unknown) => void = () => undefined;
  let version = 0;
  beforeEach(() => {
    version += 1;
    registerFromRegistry({
      remotes: {
        catalogue: { version: `sent-${version}`, entry: `/remotes/catalogue/sent-${version}/mf-manifest.json` },
      },
    });
    loadRemoteMock.mockReset();
    loadRemoteMock.mockReturnValue(new Promise((resolve) => (deliver = resolve)));
  });

  function FormSlot() {
    const [query, setQuery] = useState('');
    return (
      <>
        <RemoteWidget
          remote="catalogue"
          name="SearchBox"
          loadOn="intent"
          props={{ query, onQueryChange: setQuery }}
          fallback={
            <form role="search" onSubmit={(event) => event.preventDefault()}>
              <input aria-label="Stand-in search" value={query} onChange={(event) => setQuery(event.target.value)} />
            </form>
          }
        />
        <button type="button">Elsewhere</button>
      </>
    );
  }

  it('keeps the stand-in where the shopper searched until they type again, then takes over', async () => {
    render(<FormSlot />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Stand-in search' }), 'opal{Enter}');
    await act(async () => deliver(searchWidgets));
    expect(screen.getByRole('textbox', { name: 'Stand-in search' })).toHaveFocus();

    await userEvent.keyboard('s');
    expect(screen.getByRole('textbox', { name: 'Remote search' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Remote search' })).toHaveValue('opals');
  });

  it('takes over when the shopper leaves the stand-in after searching, leaving their focus where it went', async () => {
    render(<FormSlot />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Stand-in search' }), 'opal{Enter}');
    await act(async () => deliver(searchWidgets));
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.getByRole('textbox', { name: 'Remote search' })).toHaveValue('opal');
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });
});
