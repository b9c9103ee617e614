// The Tooltip and its group on their own, for LazyTooltip's dynamic import (a chunk with Floating UI and nothing else).
export { Tooltip, TooltipGroup } from '@mantine/core';
