// Styles of the Mantine components this feature adds (its screens load lazily, so these stay out of the landing page).
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/List.css';
