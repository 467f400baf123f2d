/**
 * Self-contained, so a browser test can run this very function in a page
 * that blocks storage (tests/e2e/forms-storage.spec.ts).
 *
 * @emailjs/browser 4.4 reads localStorage while its module is evaluated; with
 * site data blocked that throws SecurityError and the import fails. For the
 * length of the import an own property holding undefined hides the throwing getter.
 */
export async function importHidingBlockedStorage<Module>(load: () => Promise<Module>): Promise<Module> {
  const original = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
  try {
    void globalThis.localStorage;
    return await load();
  } catch (error) {
    if (!(error instanceof DOMException && error.name === 'SecurityError') || !original?.configurable)
      throw error;
  }
  Object.defineProperty(globalThis, 'localStorage', { value: undefined, configurable: true, writable: true });
  try {
    return await load();
  } finally {
    Object.defineProperty(globalThis, 'localStorage', original);
  }
}
