// Only the Mantine styles the first screen uses (the full sheet is ~36 kB gzip); dashboard
// components import their own in their lazily loaded chunk. Order matters: the building blocks
// (UnstyledButton, Paper, Popover, CloseButton, Overlay, ModalBase) come before what builds on them.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
