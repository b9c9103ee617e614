// Mantine's RingProgress on its own, for a dynamic import: it brings its Tooltip and Floating UI (~20 kB gzip).
export { RingProgress } from '@mantine/core';
