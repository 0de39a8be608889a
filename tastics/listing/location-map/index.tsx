import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { TasticProps } from '../../../src/shop/registry';

export interface LocationMapData {
  lat?: number;
  lng?: number;
  /** Height in px. */
  height?: number;
  /** The map service's own marker; off: a pin drawn by the shop over the centre. */
  nativeMarker?: boolean;
}

const SPAN = 0.01;

/** The embed address of a map around a point (OpenStreetMap's embed, no key or script needed). */
export function mapEmbedUrl(lat: number, lng: number, nativeMarker: boolean): string {
  const bbox = [lng - SPAN, lat - SPAN / 2, lng + SPAN, lat + SPAN / 2].map((n) => n.toFixed(5)).join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik${nativeMarker ? `&marker=${lat.toFixed(5)},${lng.toFixed(5)}` : ''}`;
}

/** "A location map (lat, lng, height, nativeMarker) loads lazily": the frame is added when the block comes near the viewport. */
export default function LocationMap({ data }: TasticProps<LocationMapData>) {
  const intl = useIntl();
  const box = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  const { lat, lng } = data;
  const valid = typeof lat === 'number' && typeof lng === 'number' && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
  useEffect(() => {
    const node = box.current;
    if (!node || visible || !valid) return;
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setVisible(true);
      },
      { rootMargin: '200px 0px' },
    );
    io.observe(node);
    return () => io.disconnect();
  }, [visible, valid]);
  if (!valid) return null;
  const nativeMarker = data.nativeMarker ?? true;
  return (
    <div className="location-map" ref={box} style={{ height: data.height ?? 400 }}>
      {visible ? (
        <iframe title={intl.formatMessage({ id: 'locationMap.title' })} src={mapEmbedUrl(lat, lng, nativeMarker)} loading="lazy" width="100%" height="100%" />
      ) : null}
      {visible && !nativeMarker ? <span className="location-map__pin" aria-hidden="true" /> : null}
    </div>
  );
}
