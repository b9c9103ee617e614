/** Below Mantine's `sm` breakpoint (48em, 768 px): phones, where the sidebar slides in and dialogs fill the screen. */
export const PHONE_QUERY = '(max-width: 47.99em)';
