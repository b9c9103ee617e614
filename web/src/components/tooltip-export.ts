// The Tooltip on its own, for LazyTooltip's dynamic import (a chunk with Floating UI and nothing else).
export { Tooltip } from '@mantine/core';
