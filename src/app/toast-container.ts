// Its own module so the bundler can split the container from the notifications store.
export { Notifications } from '@mantine/notifications';
