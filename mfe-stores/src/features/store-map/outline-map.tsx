import { localisePath, paths } from '@storefront/contracts';
import { classNames } from '@storefront/ui';
import { useQuery } from '@tanstack/react-query';
import { geoPath } from 'd3-geo';
import { useEffect, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { feature, mesh } from 'topojson-client';
import { storeMessages } from '../../lib/store-messages';
import { frameProjection, spreadMarkers, type MapPoint, type MapSize } from './map-frame';
import { mapOutlineQuery, outlineFile, type MapOutline } from './map-outlines';
import type { MapViewProps } from './map-view-types';
import { storeMapMessages as messages } from './store-map-messages';

/** The size drawn before the map has been measured (and in a test's DOM, which has no layout). */
const FALLBACK_SIZE: MapSize = { width: 640, height: 480 };
/** Marker diameter in pixels; markers closer than this are moved apart. */
const MARKER_SIZE = 30;
/** Room kept between the outermost stores and the map's edge. */
const FRAME_PADDING = 56;

/** The map's own size in CSS pixels, followed as the layout changes. */
function useSize(element: HTMLElement | null): MapSize {
  const [size, setSize] = useState<MapSize>(FALLBACK_SIZE);
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => {
      const { width, height } = element.getBoundingClientRect();
      if (width > 0 && height > 0) {
        setSize((now) =>
          Math.round(now.width) === Math.round(width) && Math.round(now.height) === Math.round(height)
            ? now
            : { width, height },
        );
      }
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return size;
}

/** The outline's land, borders and coast as GeoJSON, worked out once per outline. */
function useShapes(outline: MapOutline | undefined) {
  return useMemo(() => {
    if (!outline) return null;
    const { regions, context } = outline.objects;
    return {
      context: feature(outline, context),
      land: feature(outline, regions),
      borders: mesh(outline, regions, (a, b) => a !== b),
      coast: mesh(outline, regions, (a, b) => a === b),
    };
  }, [outline]);
}

/**
 * The `outline` map provider: the market's land, state borders and coast drawn in SVG from the remote's own outline
 * file, a numbered marker per store (a button named for it, in the list's order), the selected store raised and
 * named in a note with the way to its page.
 */
export default function OutlineMap({
  market,
  stores,
  selectedId,
  highlightedId,
  onSelect,
  onHighlight,
  label,
  description,
  variant = 'numbered',
  currentId,
}: MapViewProps) {
  const intl = useIntl();
  const descriptionId = useId();
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const size = useSize(element);
  const outline = useQuery(mapOutlineQuery(market, outlineFile(market)));
  const shapes = useShapes(outline.data);

  const positions = useMemo(
    () => stores.map((store) => [store.longitude, store.latitude] as [number, number]),
    [stores],
  );
  const projection = useMemo(
    () => (positions.length > 0 ? frameProjection(market, positions, size, FRAME_PADDING) : null),
    [market, positions, size],
  );
  const anchors = useMemo(
    () => (projection ? positions.map((position) => projection(position) ?? ([0, 0] as MapPoint)) : []),
    [projection, positions],
  );
  const markers = useMemo(() => spreadMarkers(anchors, MARKER_SIZE + 2, size), [anchors, size]);
  const drawn = useMemo(() => {
    if (!projection || !shapes) return null;
    const path = geoPath(projection);
    const context = path(shapes.context) ?? '';
    const land = path(shapes.land) ?? '';
    return {
      shores: `${context}${land}`,
      context,
      land,
      borders: path(shapes.borders) ?? '',
      coast: path(shapes.coast) ?? '',
    };
  }, [projection, shapes]);

  const selectedIndex = stores.findIndex((store) => store.id === selectedId);
  const selected = selectedIndex >= 0 ? stores[selectedIndex] : undefined;
  const markerName = (index: number, name: string) =>
    variant === 'numbered' ? intl.formatMessage(messages.marker, { number: index + 1, name }) : name;

  return (
    <section
      className={classNames('sf-store-map', `sf-store-map--${variant}`)}
      aria-label={label}
      aria-describedby={descriptionId}
    >
      <p id={descriptionId} className="sf-visually-hidden">
        {description}
      </p>
      <div className="sf-store-map__canvas" ref={setElement}>
        <svg
          className="sf-store-map__drawing"
          width={size.width}
          height={size.height}
          viewBox={`0 0 ${size.width} ${size.height}`}
          aria-hidden="true"
          focusable="false"
        >
          <rect className="sf-store-map__sea" width={size.width} height={size.height} />
          {drawn ? (
            <g className="sf-store-map__outline">
              {/* Water lines along every shore, as an engraved chart draws them: the land's own outline, stroked wide
                  under it, so only the seaward half shows. */}
              <path className="sf-store-map__water sf-store-map__water--far" d={drawn.shores} />
              <path className="sf-store-map__water sf-store-map__water--near" d={drawn.shores} />
              <path className="sf-store-map__context" d={drawn.context} />
              <path className="sf-store-map__land" d={drawn.land} />
              <path className="sf-store-map__borders" d={drawn.borders} />
              <path className="sf-store-map__coast" d={drawn.coast} />
            </g>
          ) : null}
          {anchors.map((anchor, index) => {
            const marker = markers[index]!;
            const apart = Math.hypot(marker[0] - anchor[0], marker[1] - anchor[1]) > 4;
            return apart ? (
              <g key={stores[index]!.id} className="sf-store-map__leader">
                <line x1={anchor[0]} y1={anchor[1]} x2={marker[0]} y2={marker[1]} />
                <circle cx={anchor[0]} cy={anchor[1]} r={2.5} />
              </g>
            ) : null;
          })}
        </svg>
        <div className="sf-store-map__markers">
          {stores.map((store, index) => {
            const [x, y] = markers[index] ?? [0, 0];
            const isSelected = store.id === selectedId;
            return (
              <button
                key={store.id}
                type="button"
                className={classNames(
                  'sf-store-map__marker',
                  isSelected && 'sf-store-map__marker--selected',
                  store.id === highlightedId && 'sf-store-map__marker--highlighted',
                )}
                style={{ left: `${x}px`, top: `${y}px` }}
                aria-label={markerName(index, store.name)}
                aria-pressed={isSelected}
                onClick={() => onSelect(store.id)}
                onMouseEnter={() => onHighlight(store.id)}
                onMouseLeave={() => onHighlight(null)}
                onFocus={() => onHighlight(store.id)}
                onBlur={() => onHighlight(null)}
              >
                {variant === 'numbered' ? (
                  <span className="sf-store-map__number" aria-hidden="true">
                    {intl.formatNumber(index + 1)}
                  </span>
                ) : null}
              </button>
            );
          })}
        </div>
      </div>
      {selected ? (
        <p className="sf-store-map__callout">
          {variant === 'numbered' ? (
            <span className="sf-store-map__callout-number" aria-hidden="true">
              {intl.formatNumber(selectedIndex + 1)}
            </span>
          ) : null}
          <span className="sf-store-map__callout-name">{selected.name}</span>
          {selected.id === currentId ? null : (
            <Link
              to={localisePath(paths.store(selected.id))}
              className="sf-store-map__callout-link"
              aria-label={intl.formatMessage(storeMessages.viewStore, { name: selected.name })}
            >
              {intl.formatMessage(storeMessages.viewStoreShort)}
            </Link>
          )}
        </p>
      ) : null}
      {outline.status === 'error' ? (
        <p className="sf-store-map__note">{intl.formatMessage(messages.outlineFailed)}</p>
      ) : null}
    </section>
  );
}
