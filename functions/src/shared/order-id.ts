/**
 * An order id as the gateways carry it: alphanumeric (iPay strips anything else), so never a path
 * or a reserved id. Zod-free: the checkout result pages check it without loading zod.
 */
export const ORDER_ID_PATTERN = /^[A-Za-z0-9]{1,64}$/;
