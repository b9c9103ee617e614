// Mantine styles the Students screen adds to the dashboard's set (it loads lazily). Building
// blocks first: InlineInput lays out the checkbox's label and description.
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Alert.css';
