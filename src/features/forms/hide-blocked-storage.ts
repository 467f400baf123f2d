// @emailjs/browser 4.4 reads localStorage while its module is evaluated; with site data blocked that
// throws SecurityError and the import fails. For the length of the import an own property holding
// undefined hides the throwing getter. Self-contained: tests/e2e/forms-storage.spec.ts runs it in a page.
export async function importHidingBlockedStorage<Module>(load: () => Promise<Module>): Promise<Module> {
  const original = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
  try {
    void globalThis.localStorage;
  } catch (error) {
    if (!original?.configurable) throw error;
    Object.defineProperty(globalThis, 'localStorage', { value: undefined, configurable: true });
    return load().finally(() => Object.defineProperty(globalThis, 'localStorage', original));
  }
  return load();
}
