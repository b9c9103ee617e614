type Guard = (leave: () => void) => void;

/**
 * Set while a page holds unsaved work (useConfirmLeaving, which also holds back links): leaving in
 * code (the header search, a notification, Log out) asks it first. A module of its own, so the
 * dashboard's header and sidebar load neither that hook nor the page's Leave dialog.
 */
let pageGuard: Guard | null = null;

/** Runs `leave` at once, or once the user has chosen Leave in the page's "Leave without saving?" (Stay drops it). */
export function leaveAfterConfirming(leave: () => void): void {
  if (pageGuard) pageGuard(leave);
  else leave();
}

/** Makes `guard` the one to ask; the returned function removes it again. */
export function setLeaveGuard(guard: Guard): () => void {
  pageGuard = guard;
  return () => {
    if (pageGuard === guard) pageGuard = null;
  };
}
