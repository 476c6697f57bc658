import type { KeyboardEvent, Ref } from 'react';
import { useIntl } from 'react-intl';
import { movePlacement, resizePlacement, type Placement } from './try-on-placement';
import { tryOnMessages as messages } from './virtual-try-on-messages';

interface TryOnPieceProps {
  imageUrl: string;
  productName: string;
  placement: Placement;
  onChange: (next: Placement) => void;
  /** The id of the visible instructions. */
  instructionsId: string;
  imageRef: Ref<HTMLImageElement>;
}

const arrowMoves: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * The piece's image without its studio backdrop (the catalogue API's `?background=none`): only the piece, with
 * transparency around it, so it sits on the photo rather than as a square over it.
 */
function cutoutImageUrl(imageUrl: string): string {
  const url = new URL(imageUrl, 'http://cutout.invalid');
  url.searchParams.set('background', 'none');
  return url.origin === 'http://cutout.invalid' ? `${url.pathname}${url.search}` : url.toString();
}

/**
 * The piece's image laid over the picture. A focusable slider (the pattern of two-dimensional colour pickers):
 * arrow keys move it, + and − resize it, and its value text says where it is.
 */
export function TryOnPiece({ imageUrl, productName, placement, onChange, instructionsId, imageRef }: TryOnPieceProps) {
  const intl = useIntl();
  const x = Math.round(placement.x * 100);
  const y = Math.round(placement.y * 100);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? 0.05 : 0.01;
    const arrow = arrowMoves[event.key];
    if (arrow) {
      onChange(movePlacement(placement, arrow[0] * step, arrow[1] * step));
    } else if (event.key === '+' || event.key === '=') {
      onChange(resizePlacement(placement, step));
    } else if (event.key === '-' || event.key === '_') {
      onChange(resizePlacement(placement, -step));
    } else {
      return;
    }
    // Arrows would otherwise scroll the dialog.
    event.preventDefault();
  };

  const style = {
    left: `${placement.x * 100}%`,
    top: `${placement.y * 100}%`,
    width: `${placement.size * 100}%`,
    transform: `translate(-50%, -50%) rotate(${placement.rotation}deg)`,
  };

  return (
    <>
      <div
        role="slider"
        tabIndex={0}
        data-try-on-piece=""
        className="sf-try-on__piece"
        aria-label={intl.formatMessage(messages.pieceLabel, { productName })}
        aria-roledescription={intl.formatMessage(messages.pieceRole)}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={x}
        aria-valuetext={intl.formatMessage(messages.piecePosition, { x, y })}
        aria-describedby={instructionsId}
        style={style}
        onKeyDown={onKeyDown}
      >
        <img ref={imageRef} src={cutoutImageUrl(imageUrl)} alt="" draggable={false} />
      </div>
      {/* The focus ring is drawn by this twin of the same size, beside the piece rather than on it. */}
      <span className="sf-try-on__piece-focus" style={style} aria-hidden="true">
        <img src={cutoutImageUrl(imageUrl)} alt="" />
      </span>
    </>
  );
}
