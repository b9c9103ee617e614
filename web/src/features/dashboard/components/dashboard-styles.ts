// Styles of the Mantine components the signed-in areas add to the landing page's set
// (building blocks first: Input before what wraps it, ActionIcon before Burger's header).
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Indicator.css';
import '@mantine/core/styles/Affix.css';
import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/VisuallyHidden.css';
