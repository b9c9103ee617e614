// Its own module so that the container (and what it pulls in) becomes a lazily loaded chunk.
export { Notifications as default } from '@mantine/notifications';
