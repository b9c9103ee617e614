// Mantine styles of the lesson screens (lazily loaded with them), building blocks first.
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/AspectRatio.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/EmptyState.css';
