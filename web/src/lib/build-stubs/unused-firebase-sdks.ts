/**
 * Stands in (web/vite.config.ts aliases) for the Firebase SDKs this app never uses. reactfire imports
 * firebase/database, functions, remote-config and storage at its top level for hooks we do not call,
 * and those SDKs register themselves when imported, so no bundler can drop them
 * (FirebaseExtended/reactfire#489): 58 kB gzip on every signed-in page. If one of these throws, a
 * reactfire hook for that product has come into use: remove its alias.
 */
function notInThisBuild(name: string) {
  return (): never => {
    throw new Error(`${name} is not in this build: remove its alias in web/vite.config.ts to use it.`);
  };
}

// firebase/database
export const get = notInThisBuild('firebase/database get');
export const off = notInThisBuild('firebase/database off');
export const onChildAdded = notInThisBuild('firebase/database onChildAdded');
export const onChildChanged = notInThisBuild('firebase/database onChildChanged');
export const onChildMoved = notInThisBuild('firebase/database onChildMoved');
export const onChildRemoved = notInThisBuild('firebase/database onChildRemoved');
export const onValue = notInThisBuild('firebase/database onValue');
// firebase/functions
export const httpsCallable = notInThisBuild('firebase/functions httpsCallable');
// firebase/remote-config
export const ensureInitialized = notInThisBuild('firebase/remote-config ensureInitialized');
export const getAll = notInThisBuild('firebase/remote-config getAll');
export const getBoolean = notInThisBuild('firebase/remote-config getBoolean');
export const getNumber = notInThisBuild('firebase/remote-config getNumber');
export const getString = notInThisBuild('firebase/remote-config getString');
export const getValue = notInThisBuild('firebase/remote-config getValue');
// firebase/storage
export const getDownloadURL = notInThisBuild('firebase/storage getDownloadURL');
export const ref = notInThisBuild('firebase/storage ref');
