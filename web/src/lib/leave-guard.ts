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

let uploadsUnderWay = 0;

/**
 * Counts an upload that carries on from page to page (a video lesson's) until the returned function
 * is called: moving around keeps it going, but Log out would stop it, so the layout asks first.
 */
export function holdUploadUnderWay(): () => void {
  uploadsUnderWay += 1;
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    uploadsUnderWay -= 1;
  };
}

export const uploadUnderWay = (): boolean => uploadsUnderWay > 0;
