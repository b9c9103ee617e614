// Mantine styles the Students screen adds to the dashboard's set (it loads lazily).
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Alert.css';
