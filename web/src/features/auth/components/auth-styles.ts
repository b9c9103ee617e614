// Styles of the Mantine components the sign-in dialog and pages add to the landing page's set,
// loaded with them (building blocks first).
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Card.css';
