import { lazyNamed } from '@/lib/lazy-named';

// The YouTube dialogs load when first opened, not with the screens that offer them (a modal brings
// Floating UI with it). Render them inside <Suspense>, mounted once opened (useOpenedOnce).
export const ConnectYoutubeDialog = lazyNamed(() => import('./connect-youtube-dialog'), 'ConnectYoutubeDialog');
export const DisconnectYoutubeDialog = lazyNamed(() => import('./disconnect-youtube-dialog'), 'DisconnectYoutubeDialog');
