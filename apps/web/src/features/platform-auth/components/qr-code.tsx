import { useMemo } from 'react';
import { qrPath } from '../qr-path';

/** A QR code of `value` as inline SVG, with a quiet zone of four modules, for a phone to scan. */
export function QrCode({ value, label, size = 200 }: { value: string; label: string; size?: number }) {
  const { size: modules, path } = useMemo(() => qrPath(value), [value]);
  const quiet = 4;
  const box = modules + quiet * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      data-testid="authorize-qr"
      width={size}
      height={size}
      viewBox={`${-quiet} ${-quiet} ${box} ${box}`}
      shapeRendering="crispEdges"
    >
      <rect x={-quiet} y={-quiet} width={box} height={box} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
