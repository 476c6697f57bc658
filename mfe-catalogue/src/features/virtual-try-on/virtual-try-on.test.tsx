import { renderRemotePage } from '@storefront/dev-harness/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VirtualTryOn } from './virtual-try-on';

const productName = 'Aurora solitaire ring';

type FakeTrack = { stop: jest.Mock };

function buildStream(id = 'stream-1') {
  const tracks: FakeTrack[] = [{ stop: jest.fn() }, { stop: jest.fn() }];
  const stream = { id, getTracks: () => tracks } as unknown as MediaStream;
  return { stream, tracks };
}

function installCamera(getUserMedia: (constraints: MediaStreamConstraints) => Promise<MediaStream>) {
  const spy = jest.fn(getUserMedia);
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia: spy }, configurable: true });
  return spy;
}

function cameraRefusing(name: string) {
  return installCamera(() => Promise.reject(new DOMException('camera', name)));
}

let objectUrls: { created: string[]; revoked: string[] };

beforeEach(() => {
  objectUrls = { created: [], revoked: [] };
  // jsdom has neither: every created URL is recorded so revocation can be checked.
  URL.createObjectURL = jest.fn(() => {
    const url = `blob:test/${objectUrls.created.length + 1}`;
    objectUrls.created.push(url);
    return url;
  });
  URL.revokeObjectURL = jest.fn((url: string) => {
    objectUrls.revoked.push(url);
  });
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

function renderTryOn(kind = 'engagement-ring') {
  const user = userEvent.setup();
  const view = renderRemotePage(
    <VirtualTryOn productName={productName} imageUrl="/api/images/products/p-1/platinum.svg" kind={kind} />,
    { app: 'catalogue' },
  );
  return { user, ...view };
}

async function openTryOn(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Try it on' }));
  const dialog = screen.getByRole('dialog', { name: `Try on ${productName}` });
  // The studio is loaded lazily: wait for its upload field.
  await within(dialog).findByLabelText('Upload a photo');
  return dialog;
}

function photoFile(name = 'me.jpg') {
  return new File(['photo'], name, { type: 'image/jpeg' });
}

function piece() {
  return screen.getByRole('slider', { name: `Position of ${productName}` });
}

describe('VirtualTryOn camera', () => {
  it('asks for the front camera only when opened', async () => {
    const getUserMedia = installCamera(() => Promise.resolve(buildStream().stream));
    const { user } = renderTryOn();
    expect(getUserMedia).not.toHaveBeenCalled();
    await openTryOn(user);
    expect(getUserMedia).toHaveBeenCalledWith(expect.objectContaining({ video: { facingMode: 'user' } }));
  });

  it('explains a refused permission and offers the photo upload', async () => {
    cameraRefusing('NotAllowedError');
    const { user } = renderTryOn();
    const dialog = await openTryOn(user);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Camera access was refused. Allow it in your browser settings, or upload a photo instead.',
    );
    expect(within(dialog).getByLabelText('Upload a photo')).toHaveAttribute('accept', 'image/*');
    expect(within(dialog).queryByRole('slider', { name: `Position of ${productName}` })).not.toBeInTheDocument();
  });

  it('says there is no camera when the browser has no camera API', async () => {
    const { user } = renderTryOn();
    const dialog = await openTryOn(user);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'We couldn’t find a camera on this device. Upload a photo instead.',
    );
  });

  it('says there is no camera when the device has none', async () => {
    cameraRefusing('NotFoundError');
    const { user } = renderTryOn();
    const dialog = await openTryOn(user);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('We couldn’t find a camera on this device.');
  });

  it('offers to try again after any other failure', async () => {
    const getUserMedia = cameraRefusing('NotReadableError');
    const { user } = renderTryOn();
    const dialog = await openTryOn(user);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('We couldn’t start your camera.');
    const { stream } = buildStream();
    getUserMedia.mockImplementation(() => Promise.resolve(stream));
    await user.click(within(dialog).getByRole('button', { name: 'Try the camera again' }));
    expect(getUserMedia).toHaveBeenCalledTimes(2);
    expect(await within(dialog).findByRole('slider', { name: `Position of ${productName}` })).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the stream in a mirrored video and stops every track when the dialog closes', async () => {
    const { stream, tracks } = buildStream();
    installCamera(() => Promise.resolve(stream));
    const { user } = renderTryOn();
    const dialog = await openTryOn(user);
    const video = await within(dialog).findByLabelText('Your camera, shown as a mirror');
    expect((video as HTMLVideoElement).srcObject).toBe(stream);
    expect(video).toHaveClass('sf-try-on__picture--mirrored');
    expect(tracks.every((track) => track.stop.mock.calls.length === 0)).toBe(true);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    for (const track of tracks) expect(track.stop).toHaveBeenCalled();
  });

  it('stops every track when the page leaves while the dialog is open', async () => {
    const { stream, tracks } = buildStream();
    installCamera(() => Promise.resolve(stream));
    const { user, unmount } = renderTryOn();
    const dialog = await openTryOn(user);
    await within(dialog).findByRole('slider', { name: `Position of ${productName}` });
    unmount();
    for (const track of tracks) expect(track.stop).toHaveBeenCalled();
  });

  it('stops a stream that arrives after the dialog closed', async () => {
    const { stream, tracks } = buildStream();
    let grant: (value: MediaStream) => void = () => undefined;
    installCamera(() => new Promise((resolve) => (grant = resolve)));
    const { user } = renderTryOn();
    const dialog = await openTryOn(user);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await act(async () => grant(stream));
    for (const track of tracks) expect(track.stop).toHaveBeenCalled();
  });
});

describe('VirtualTryOn photo upload', () => {
  it('shows the uploaded photo under the piece, switches the camera off and revokes replaced photos', async () => {
    const { stream, tracks } = buildStream();
    installCamera(() => Promise.resolve(stream));
    const { user } = renderTryOn();
    const dialog = await openTryOn(user);
    await within(dialog).findByLabelText('Your camera, shown as a mirror');

    await user.upload(within(dialog).getByLabelText('Upload a photo'), photoFile());
    expect(within(dialog).getByRole('img', { name: 'Your uploaded photo' })).toHaveAttribute('src', 'blob:test/1');
    expect(piece()).toBeInTheDocument();
    for (const track of tracks) expect(track.stop).toHaveBeenCalled();
    expect(within(dialog).queryByLabelText('Your camera, shown as a mirror')).not.toBeInTheDocument();

    await user.upload(within(dialog).getByLabelText('Upload a photo'), photoFile('again.jpg'));
    expect(objectUrls.revoked).toEqual(['blob:test/1']);
    expect(within(dialog).getByRole('img', { name: 'Your uploaded photo' })).toHaveAttribute('src', 'blob:test/2');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(objectUrls.revoked).toEqual(['blob:test/1', 'blob:test/2']);
  });

  it.each([
    ['en-AU', 'We can’t show that file as a photo. Please choose a JPEG, PNG or WebP image.'],
    ['fr-CA', 'Nous ne pouvons pas afficher ce fichier comme photo. Veuillez choisir une image JPEG, PNG ou WebP.'],
  ] as const)(
    'says in %s that a file which is not a photo cannot be used, and keeps the camera',
    async (locale, text) => {
      const { stream, tracks } = buildStream();
      installCamera(() => Promise.resolve(stream));
      // The picker's `accept` is only a hint: "All files" (or a drop) hands over anything.
      const user = userEvent.setup({ applyAccept: false });
      renderRemotePage(
        <VirtualTryOn
          productName={productName}
          imageUrl="/api/images/products/p-1/platinum.svg"
          kind="engagement-ring"
        />,
        { app: 'catalogue', locale },
      );
      await user.click(
        screen.getByRole('button', { name: locale === 'fr-CA' ? 'Essayer virtuellement' : 'Try it on' }),
      );
      const dialog = screen.getByRole('dialog');
      const upload = await within(dialog).findByLabelText(
        locale === 'fr-CA' ? 'Téléverser une photo' : 'Upload a photo',
      );
      await within(dialog).findByRole('group');

      await user.upload(upload, new File(['%PDF'], 'ring-size-guide.pdf', { type: 'application/pdf' }));
      expect(within(dialog).getByRole('alert')).toHaveTextContent(text);
      expect(objectUrls.created).toEqual([]);
      for (const track of tracks) expect(track.stop).not.toHaveBeenCalled();

      // A photo afterwards is taken, and the message goes.
      await user.upload(upload, photoFile());
      expect(
        within(dialog).getByRole('img', {
          name: locale === 'fr-CA' ? 'Votre photo téléversée' : 'Your uploaded photo',
        }),
      ).toBeInTheDocument();
      expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    },
  );

  it('says a picture the browser cannot show is not a photo, and goes back to the camera', async () => {
    installCamera(() => Promise.resolve(buildStream().stream));
    const { user } = renderTryOn();
    const dialog = await openTryOn(user);
    await user.upload(within(dialog).getByLabelText('Upload a photo'), photoFile('damaged.jpg'));
    fireEvent.error(within(dialog).getByRole('img', { name: 'Your uploaded photo' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('We can’t show that file as a photo.');
    expect(within(dialog).queryByRole('img', { name: 'Your uploaded photo' })).not.toBeInTheDocument();
    expect(await within(dialog).findByLabelText('Your camera, shown as a mirror')).toBeInTheDocument();
  });

  it('goes back to the camera on request', async () => {
    cameraRefusing('NotAllowedError');
    const { user } = renderTryOn();
    const dialog = await openTryOn(user);
    await user.upload(within(dialog).getByLabelText('Upload a photo'), photoFile());
    const { stream } = buildStream('stream-2');
    const getUserMedia = installCamera(() => Promise.resolve(stream));
    await user.click(within(dialog).getByRole('button', { name: 'Use my camera' }));
    expect(getUserMedia).toHaveBeenCalledTimes(1);
    expect(objectUrls.revoked).toEqual(['blob:test/1']);
    expect(await within(dialog).findByLabelText('Your camera, shown as a mirror')).toBeInTheDocument();
  });

  it('takes a photo of the picture and the piece, offered as a download', async () => {
    cameraRefusing('NotAllowedError');
    const drawn: unknown[] = [];
    const context = {
      save: jest.fn(),
      restore: jest.fn(),
      translate: jest.fn(),
      scale: jest.fn(),
      rotate: jest.fn(),
      drawImage: jest.fn((...args: unknown[]) => drawn.push(args[0])),
      globalCompositeOperation: 'copy',
    };
    const getContext = jest
      .spyOn(HTMLCanvasElement.prototype, 'getContext')
      .mockImplementation(() => context as unknown as CanvasRenderingContext2D);
    const toBlob = jest
      .spyOn(HTMLCanvasElement.prototype, 'toBlob')
      .mockImplementation((callback) => callback(new Blob(['jpeg'], { type: 'image/jpeg' })));
    try {
      const { user } = renderTryOn();
      const dialog = await openTryOn(user);
      await user.upload(within(dialog).getByLabelText('Upload a photo'), photoFile());
      const photo = within(dialog).getByRole('img', { name: 'Your uploaded photo' });
      const takePhoto = within(dialog).getByRole('button', { name: 'Take photo' });
      expect(takePhoto).toBeDisabled();
      Object.defineProperties(photo, { naturalWidth: { value: 1200 }, naturalHeight: { value: 900 } });
      fireEvent.load(photo);
      await user.click(takePhoto);

      expect(drawn[0]).toBe(photo);
      // The piece is its cut-out (transparent around it), drawn over the photo, not blended in as a square.
      expect(drawn[1]).toHaveAttribute('src', '/api/images/products/p-1/platinum.svg?background=none');
      expect(context.globalCompositeOperation).toBe('source-over');
      expect(await within(dialog).findByText('Photo taken. Download it below.')).toBeInTheDocument();
      expect(within(dialog).getByRole('img', { name: `Your try-on photo with ${productName}` })).toHaveAttribute(
        'src',
        'blob:test/2',
      );
      const download = within(dialog).getByRole('link', { name: 'Download photo' });
      expect(download).toHaveAttribute('href', 'blob:test/2');
      expect(download).toHaveAttribute('download', 'try-on-aurora-solitaire-ring.jpg');

      await user.click(within(dialog).getByRole('button', { name: 'Discard photo' }));
      expect(within(dialog).queryByRole('link', { name: 'Download photo' })).not.toBeInTheDocument();
      expect(objectUrls.revoked).toContain('blob:test/2');
    } finally {
      getContext.mockRestore();
      toBlob.mockRestore();
    }
  });
});

describe('VirtualTryOn piece controls', () => {
  async function openWithPhoto(kind?: string) {
    cameraRefusing('NotAllowedError');
    const { user } = renderTryOn(kind);
    const dialog = await openTryOn(user);
    await user.upload(within(dialog).getByLabelText('Upload a photo'), photoFile());
    return { user, dialog };
  }

  it('starts a ring in the lower middle', async () => {
    await openWithPhoto('wedding-band');
    expect(piece()).toHaveAttribute('aria-valuetext', '50% from the left, 76% from the top');
  });

  it('starts earrings near the top side', async () => {
    await openWithPhoto('stud-earrings');
    expect(piece()).toHaveAttribute('aria-valuetext', '27% from the left, 42% from the top');
  });

  it('moves with the arrow keys, in bigger steps with Shift, and explains how', async () => {
    const { user } = await openWithPhoto('engagement-ring');
    expect(piece()).toHaveAccessibleDescription(/use the arrow keys to move it/);
    piece().focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(piece()).toHaveAttribute('aria-valuetext', '52% from the left, 76% from the top');
    expect(piece()).toHaveStyle({ left: '52%' });
    await user.keyboard('{Shift>}{ArrowUp}{/Shift}');
    expect(piece()).toHaveAttribute('aria-valuetext', '52% from the left, 71% from the top');
    expect(piece()).toHaveStyle({ top: '71%' });
  });

  it('stays on the picture', async () => {
    const { user } = await openWithPhoto('engagement-ring');
    piece().focus();
    await user.keyboard('{Shift>}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{/Shift}');
    expect(piece()).toHaveAttribute('aria-valuetext', '50% from the left, 100% from the top');
  });

  it('resizes with the labelled slider, the buttons and the plus key', async () => {
    const { user, dialog } = await openWithPhoto('engagement-ring');
    const size = within(dialog).getByRole('slider', { name: 'Size' });
    expect(size).toHaveValue('16');
    expect(piece()).toHaveStyle({ width: '16%' });

    fireEvent.change(size, { target: { value: '40' } });
    expect(piece()).toHaveStyle({ width: '40%' });
    expect(size).toHaveAttribute('aria-valuetext', '40% of the picture’s width');

    await user.click(within(dialog).getByRole('button', { name: 'Make larger' }));
    expect(size).toHaveValue('42');
    await user.click(within(dialog).getByRole('button', { name: 'Make smaller' }));
    await user.click(within(dialog).getByRole('button', { name: 'Make smaller' }));
    expect(piece()).toHaveStyle({ width: '38%' });

    piece().focus();
    await user.keyboard('+');
    expect(size).toHaveValue('39');
  });

  it('turns with the angle slider and resets to the starting place', async () => {
    const { user, dialog } = await openWithPhoto('necklace');
    fireEvent.change(within(dialog).getByRole('slider', { name: 'Angle' }), { target: { value: '15' } });
    expect(piece().style.transform).toContain('rotate(15deg)');
    piece().focus();
    await user.keyboard('{ArrowLeft}');
    await user.click(within(dialog).getByRole('button', { name: 'Reset position' }));
    expect(piece().style.transform).toContain('rotate(0deg)');
    expect(piece()).toHaveAttribute('aria-valuetext', '50% from the left, 72% from the top');
  });

  it('follows a pointer drag across the stage', async () => {
    // jsdom has no PointerEvent: a mouse event with a pointer id is what the handlers read.
    class FakePointerEvent extends MouseEvent {
      readonly pointerId: number;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 0;
      }
    }
    Object.defineProperty(window, 'PointerEvent', { value: FakePointerEvent, configurable: true });
    try {
      await openWithPhoto('engagement-ring');
      const stage = screen.getByRole('group', { name: 'Try-on preview' });
      stage.getBoundingClientRect = () => ({ width: 400, height: 300, top: 0, left: 0 }) as DOMRect;
      fireEvent.pointerDown(piece(), { pointerId: 1, clientX: 200, clientY: 228 });
      fireEvent.pointerMove(stage, { pointerId: 1, clientX: 240, clientY: 198 });
      fireEvent.pointerUp(stage, { pointerId: 1, clientX: 240, clientY: 198 });
      expect(piece()).toHaveAttribute('aria-valuetext', '60% from the left, 66% from the top');
      // Moves after the pointer is lifted change nothing.
      fireEvent.pointerMove(stage, { pointerId: 1, clientX: 0, clientY: 0 });
      expect(piece()).toHaveAttribute('aria-valuetext', '60% from the left, 66% from the top');
    } finally {
      Reflect.deleteProperty(window, 'PointerEvent');
    }
  });
});
