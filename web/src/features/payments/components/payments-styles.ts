// Styles of the Mantine components the payment pages add to the landing page's set (building blocks first).
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Alert.css';
