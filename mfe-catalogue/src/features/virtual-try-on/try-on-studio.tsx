import { Alert, Button, buttonClassName, Icon, Spinner } from '@storefront/ui';
import { useEffect, useId, useRef, useState, type ChangeEvent, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { captureTryOnPhoto } from './try-on-capture';
import { TryOnPiece } from './try-on-piece';
import { defaultPlacement, resizePlacement, rotationRange, sizeRange, type Placement } from './try-on-placement';
import { useCameraStream, type CameraState } from './use-camera-stream';
import { useObjectUrl } from './use-object-url';
import { usePieceGestures } from './use-piece-gestures';
import { tryOnMessages as messages } from './virtual-try-on-messages';
import './virtual-try-on.css';

/** Props of {@link TryOnStudio}, the same as `VirtualTryOn`'s. */
export interface TryOnStudioProps {
  productName: string;
  imageUrl: string;
  /** The API's product kind, which picks where the piece starts. */
  kind: string;
}

const cameraProblems = {
  refused: messages.cameraRefused,
  missing: messages.cameraMissing,
  failed: messages.cameraFailed,
} as const;

function problemOf(camera: CameraState) {
  return camera.status === 'refused' || camera.status === 'missing' || camera.status === 'failed'
    ? cameraProblems[camera.status]
    : null;
}

function fileNameFor(productName: string): string {
  const slug = productName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `try-on-${slug || 'photo'}.jpg`;
}

/**
 * The try-on itself, loaded on demand: the front camera (or an uploaded photo) with the piece laid over it, moved by
 * drag, keyboard or pinch, and a photo to download. Mounted only while the dialog is open, so unmounting stops the
 * camera.
 */
export function TryOnStudio({ productName, imageUrl, kind }: TryOnStudioProps) {
  const intl = useIntl();
  const instructionsId = useId();
  const [source, setSource] = useState<'camera' | 'photo'>('camera');
  const [attempt, setAttempt] = useState(0);
  const camera = useCameraStream(source === 'camera', attempt);
  const [photoUrl, setPhoto] = useObjectUrl();
  const [resultUrl, setResult] = useObjectUrl();
  const [placement, setPlacement] = useState<Placement>(() => defaultPlacement(kind));
  // The picture's aspect ratio once known, and which picture it belongs to (a stream id or the photo's URL).
  const [loaded, setLoaded] = useState<{ key: string; ratio: number } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [captureFailed, setCaptureFailed] = useState(false);
  // A chosen file that is not a picture the browser can show: said, and the camera (or the last photo) stays.
  const [notAPhoto, setNotAPhoto] = useState(false);
  const stageRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const photoRef = useRef<HTMLImageElement>(null);
  const pieceRef = useRef<HTMLImageElement>(null);
  const gestures = usePieceGestures(stageRef, placement, setPlacement);

  const stream = camera.status === 'live' ? camera.stream : null;
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !stream) return;
    video.srcObject = stream;
    return () => {
      video.srcObject = null;
    };
  }, [stream]);

  const pictureKey = source === 'camera' ? (stream?.id ?? null) : photoUrl;
  const ready = pictureKey !== null && loaded?.key === pictureKey;
  const showStage = pictureKey !== null;
  const problem = source === 'camera' ? problemOf(camera) : null;

  const onUpload = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again (after going back to the camera) still counts as a change.
    event.target.value = '';
    if (!file) return;
    // `accept` is only a hint to the file picker: "All files" or a drop still hands over anything.
    if (!file.type.startsWith('image/')) {
      setNotAPhoto(true);
      return;
    }
    setNotAPhoto(false);
    setPhoto(file);
    setSource('photo');
    setResult(null);
    setAnnouncement('');
  };

  const switchToCamera = () => {
    setNotAPhoto(false);
    setPhoto(null);
    setResult(null);
    setSource('camera');
  };

  const takePhoto = async () => {
    const picture = source === 'camera' ? videoRef.current : photoRef.current;
    const piece = pieceRef.current;
    const stage = stageRef.current;
    if (!picture || !piece || !stage) return;
    setAnnouncement('');
    setCaptureFailed(false);
    try {
      const { width, height } = stage.getBoundingClientRect();
      const blob = await captureTryOnPhoto({
        source: picture,
        piece,
        placement,
        stage: { width, height },
        mirrored: source === 'camera',
      });
      setResult(blob);
      setAnnouncement(intl.formatMessage(messages.photoTaken));
    } catch {
      setCaptureFailed(true);
    }
  };

  const sizePercent = Math.round(placement.size * 100);
  const stageStyle = { '--sf-try-on-ratio': loaded?.ratio ?? 4 / 3 } as CSSProperties;

  return (
    <div className="sf-try-on">
      <p className="sf-try-on__intro">{intl.formatMessage(messages.intro)}</p>

      {problem ? (
        <Alert
          variant="error"
          action={
            camera.status === 'failed' ? (
              <Button variant="secondary" size="sm" onClick={() => setAttempt((count) => count + 1)}>
                {intl.formatMessage(messages.cameraRetry)}
              </Button>
            ) : null
          }
        >
          {intl.formatMessage(problem)}
        </Alert>
      ) : null}

      {source === 'camera' && camera.status === 'starting' ? (
        <div className="sf-try-on__stage sf-try-on__stage--waiting" style={stageStyle}>
          <Spinner label={intl.formatMessage(messages.cameraStarting)} />
        </div>
      ) : null}

      {showStage ? (
        <div
          ref={stageRef}
          role="group"
          aria-label={intl.formatMessage(messages.stageLabel)}
          className="sf-try-on__stage"
          style={stageStyle}
          {...gestures}
        >
          {source === 'camera' && stream ? (
            <video
              ref={videoRef}
              className="sf-try-on__picture sf-try-on__picture--mirrored"
              aria-label={intl.formatMessage(messages.videoLabel)}
              autoPlay
              muted
              playsInline
              onLoadedMetadata={(event) => {
                const { videoWidth, videoHeight } = event.currentTarget;
                if (videoWidth && videoHeight) setLoaded({ key: stream.id, ratio: videoWidth / videoHeight });
              }}
            />
          ) : null}
          {source === 'photo' && photoUrl ? (
            <img
              ref={photoRef}
              className="sf-try-on__picture"
              src={photoUrl}
              alt={intl.formatMessage(messages.photoAlt)}
              draggable={false}
              onLoad={(event) => {
                const { naturalWidth, naturalHeight } = event.currentTarget;
                if (naturalWidth && naturalHeight) setLoaded({ key: photoUrl, ratio: naturalWidth / naturalHeight });
              }}
              onError={() => {
                // An image type this browser cannot decode (or a damaged file): said, and back to the camera.
                setNotAPhoto(true);
                setPhoto(null);
                setSource('camera');
              }}
            />
          ) : null}
          <TryOnPiece
            imageUrl={imageUrl}
            productName={productName}
            placement={placement}
            onChange={setPlacement}
            instructionsId={instructionsId}
            imageRef={pieceRef}
          />
        </div>
      ) : null}

      {showStage ? (
        <div className="sf-try-on__controls">
          <p id={instructionsId} className="sf-try-on__hint">
            {intl.formatMessage(messages.pieceInstructions)}
          </p>
          <div className="sf-try-on__control">
            <label htmlFor={`${instructionsId}-size`} className="sf-field__label">
              {intl.formatMessage(messages.size)}
            </label>
            <div className="sf-try-on__range">
              <button
                type="button"
                className="sf-icon-button"
                onClick={() => setPlacement((current) => resizePlacement(current, -0.02))}
                disabled={placement.size <= sizeRange.min}
              >
                <Icon name="minus" size="sm" label={intl.formatMessage(messages.smaller)} />
              </button>
              <input
                id={`${instructionsId}-size`}
                type="range"
                min={sizeRange.min * 100}
                max={sizeRange.max * 100}
                step={sizeRange.step * 100}
                value={sizePercent}
                aria-valuetext={intl.formatMessage(messages.sizeValue, { percent: sizePercent })}
                onChange={(event) =>
                  setPlacement((current) => ({ ...current, size: Number(event.target.value) / 100 }))
                }
              />
              <button
                type="button"
                className="sf-icon-button"
                onClick={() => setPlacement((current) => resizePlacement(current, 0.02))}
                disabled={placement.size >= sizeRange.max}
              >
                <Icon name="plus" size="sm" label={intl.formatMessage(messages.larger)} />
              </button>
            </div>
          </div>
          <div className="sf-try-on__control">
            <label htmlFor={`${instructionsId}-angle`} className="sf-field__label">
              {intl.formatMessage(messages.rotation)}
            </label>
            <div className="sf-try-on__range">
              <input
                id={`${instructionsId}-angle`}
                type="range"
                min={rotationRange.min}
                max={rotationRange.max}
                step={rotationRange.step}
                value={placement.rotation}
                aria-valuetext={intl.formatMessage(messages.rotationValue, { degrees: placement.rotation })}
                onChange={(event) => setPlacement((current) => ({ ...current, rotation: Number(event.target.value) }))}
              />
            </div>
          </div>
          <div className="sf-try-on__actions">
            <Button variant="ghost" size="sm" onClick={() => setPlacement(defaultPlacement(kind))}>
              {intl.formatMessage(messages.reset)}
            </Button>
            <Button onClick={() => void takePhoto()} disabled={!ready}>
              <Icon name="camera" size="sm" />
              {intl.formatMessage(messages.takePhoto)}
            </Button>
          </div>
        </div>
      ) : null}

      <div className="sf-try-on__sources">
        <div className="sf-try-on__upload">
          <label className={buttonClassName('secondary', 'md', false, 'sf-try-on__upload-button')}>
            <Icon name="plus" size="sm" />
            {intl.formatMessage(messages.uploadLabel)}
            <input
              type="file"
              accept="image/*"
              className="sf-visually-hidden"
              aria-describedby={`${instructionsId}-upload-hint`}
              onChange={onUpload}
            />
          </label>
          <p id={`${instructionsId}-upload-hint`} className="sf-try-on__hint">
            {intl.formatMessage(messages.uploadHint)}
          </p>
          {notAPhoto ? <Alert variant="error">{intl.formatMessage(messages.notAPhoto)}</Alert> : null}
        </div>
        {source === 'photo' ? (
          <Button variant="ghost" onClick={switchToCamera}>
            <Icon name="camera" size="sm" />
            {intl.formatMessage(messages.useCamera)}
          </Button>
        ) : null}
      </div>

      <p className="sf-try-on__privacy">
        <Icon name="lock" size="xs" />
        {intl.formatMessage(messages.privacy)}
      </p>

      <p className="sf-visually-hidden" role="status">
        {announcement}
      </p>
      {captureFailed ? <Alert variant="error">{intl.formatMessage(messages.captureFailed)}</Alert> : null}

      {resultUrl ? (
        <section className="sf-try-on__result" aria-labelledby={`${instructionsId}-result`}>
          <h3 id={`${instructionsId}-result`} className="sf-try-on__result-title">
            {intl.formatMessage(messages.resultHeading)}
          </h3>
          <img
            className="sf-try-on__result-image"
            src={resultUrl}
            alt={intl.formatMessage(messages.resultAlt, { productName })}
          />
          <div className="sf-try-on__actions">
            <a
              className={buttonClassName('primary', 'md', false, undefined)}
              href={resultUrl}
              download={fileNameFor(productName)}
            >
              {intl.formatMessage(messages.download)}
            </a>
            <Button variant="ghost" onClick={() => setResult(null)}>
              {intl.formatMessage(messages.discard)}
            </Button>
          </div>
        </section>
      ) : null}
    </div>
  );
}
