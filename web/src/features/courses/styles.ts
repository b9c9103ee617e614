// Mantine styles of the course screens (lazily loaded with them), building blocks first.
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/EmptyState.css';
import '@mantine/core/styles/Alert.css';
