/**
 * Runs an import with localStorage hidden, when the browser blocks it.
 *
 * With site data blocked (a privacy setting), merely reading
 * `window.localStorage` throws SecurityError. @emailjs/browser 4.4 reads it
 * once while its module is evaluated (`typeof localStorage`, to prepare its
 * rate limiter, which we leave off), so its import would fail and no message
 * could be sent. For the length of the import, an own property that holds
 * undefined stands in for the browser's getter; the library then simply
 * goes without storage. The getter is put back afterwards, whatever happens.
 *
 * Self-contained (no other function of this module is called), so a
 * browser test can run this very function in a page that blocks storage.
 */
export async function importHidingBlockedStorage<Module>(load: () => Promise<Module>): Promise<Module> {
  const original = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
  let blocked = false;
  try {
    void globalThis.localStorage;
  } catch {
    blocked = true;
  }
  if (!blocked || original === undefined || !original.configurable) return load();
  Object.defineProperty(globalThis, 'localStorage', {
    value: undefined,
    configurable: true,
    enumerable: original.enumerable ?? true,
    writable: true,
  });
  try {
    return await load();
  } finally {
    Object.defineProperty(globalThis, 'localStorage', original);
  }
}
