import type { Placement } from './try-on-placement';

/** The part of a picture an `object-fit: cover` box shows, in the picture's own pixels. */
export function coverCrop(sourceWidth: number, sourceHeight: number, boxWidth: number, boxHeight: number) {
  if (boxWidth <= 0 || boxHeight <= 0) return { sx: 0, sy: 0, sw: sourceWidth, sh: sourceHeight };
  const scale = Math.max(boxWidth / sourceWidth, boxHeight / sourceHeight);
  const sw = boxWidth / scale;
  const sh = boxHeight / scale;
  return { sx: (sourceWidth - sw) / 2, sy: (sourceHeight - sh) / 2, sw, sh };
}

interface CaptureInput {
  /** The camera's video or the uploaded photo. */
  source: HTMLVideoElement | HTMLImageElement;
  /** The piece's image as shown on the stage. */
  piece: HTMLImageElement;
  placement: Placement;
  /** The stage's size on screen, to crop the picture as the shopper saw it. */
  stage: { width: number; height: number };
  /** The camera preview is shown mirrored, so the photo is too. */
  mirrored: boolean;
}

/**
 * Draws what the stage shows (picture, then piece) onto a canvas and encodes it as a JPEG. Rejects when the browser
 * cannot draw or encode it (no 2D context, an image from another origin without CORS).
 */
export function captureTryOnPhoto({ source, piece, placement, stage, mirrored }: CaptureInput): Promise<Blob> {
  const width = source instanceof HTMLVideoElement ? source.videoWidth : source.naturalWidth;
  const height = source instanceof HTMLVideoElement ? source.videoHeight : source.naturalHeight;
  const { sx, sy, sw, sh } = coverCrop(width, height, stage.width, stage.height);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(sw);
  canvas.height = Math.round(sh);
  const context = canvas.getContext('2d');
  if (!context || !canvas.width || !canvas.height) return Promise.reject(new Error('Nothing to draw'));

  context.save();
  if (mirrored) {
    context.translate(canvas.width, 0);
    context.scale(-1, 1);
  }
  context.drawImage(source, sx, sy, sw, sh, 0, 0, canvas.width, canvas.height);
  context.restore();

  const pieceWidth = placement.size * canvas.width;
  const pieceHeight = piece.naturalWidth ? (pieceWidth * piece.naturalHeight) / piece.naturalWidth : pieceWidth;
  context.save();
  context.translate(placement.x * canvas.width, placement.y * canvas.height);
  context.rotate((placement.rotation * Math.PI) / 180);
  // The piece is the catalogue's cut-out (transparent around it): drawn over the picture as the stage shows it.
  context.globalCompositeOperation = 'source-over';
  context.drawImage(piece, -pieceWidth / 2, -pieceHeight / 2, pieceWidth, pieceHeight);
  context.restore();

  return new Promise((resolve, reject) => {
    try {
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Encoding failed'))), 'image/jpeg', 0.92);
    } catch (error) {
      reject(error instanceof Error ? error : new Error('Encoding failed'));
    }
  });
}
