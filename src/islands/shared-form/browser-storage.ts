/**
 * Web storage with every access guarded. With site data blocked (a privacy
 * setting) even reading `window.sessionStorage` throws SecurityError, and a
 * full storage throws QuotaExceededError on write: the forms must work in
 * both cases, only without keeping a draft.
 */

export type DraftStatus = 'kept' | 'blocked' | 'full';

/** The storage, or null when the browser does not allow it. */
export function openStorage(name: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[name] ?? null;
  } catch {
    return null;
  }
}

function isQuotaExceeded(error: unknown): boolean {
  return (
    error instanceof DOMException &&
    (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED')
  );
}

/**
 * Stores the text under the key. When storage is full, the older text under
 * the key is removed: a reload must never bring back an older draft than
 * the one the visitor sees. (Removing it first and trying again would not
 * help: browsers already count the old value as freed when they replace it.)
 */
export function storeNewest(storage: Storage, key: string, text: string): DraftStatus {
  try {
    storage.setItem(key, text);
    return 'kept';
  } catch (error) {
    if (!isQuotaExceeded(error)) return 'blocked';
  }
  try {
    storage.removeItem(key);
  } catch {
    // Nothing more can be done; the status tells the visitor.
  }
  return 'full';
}
