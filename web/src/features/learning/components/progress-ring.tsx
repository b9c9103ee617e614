/**
 * A decorative progress ring. Not Mantine's RingProgress: that wraps each of its curves in a
 * floating tooltip whose mount effects look up scroll containers and force a style recalculation
 * in the middle of the home's data render (36 ms of a 150 ms task in a 4× CPU profile), and it needs
 * Floating UI loaded; two SVG circles draw the same ring.
 */
export function ProgressRing({ percent, size, thickness }: { percent: number; size: number; thickness: number }) {
  const radius = (size - thickness) / 2;
  const circumference = 2 * Math.PI * radius;
  const circle = { cx: size / 2, cy: size / 2, r: radius, fill: 'none', strokeWidth: thickness };
  return (
    <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden style={{ flexShrink: 0, rotate: '-90deg' }}>
      <circle {...circle} stroke="light-dark(var(--mantine-color-gray-2), var(--mantine-color-dark-4))" />
      {/* A round cap on an empty arc would draw a dot at the top of the ring. */}
      {percent > 0 && (
        <circle
          {...circle}
          stroke="var(--mantine-color-blue-filled)"
          strokeLinecap="round"
          strokeDasharray={`${(Math.min(percent, 100) / 100) * circumference} ${circumference}`}
        />
      )}
    </svg>
  );
}
