// Styles of the Mantine components the student's learning pages add (building blocks first).
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/AspectRatio.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Typography.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/List.css';
