/**
 * The values of a form, kept in the tab's sessionStorage as the visitor types
 * so that a reload or a crash loses nothing (the format is in
 * lib/forms/draft.ts). sessionStorage belongs to one tab: typing in one tab
 * never changes another, and each tab gets its own words back on a reload.
 *
 * It is an external store for React's useSyncExternalStore: the server and
 * the hydrating client both render the empty form, and React switches to the
 * stored draft right after hydration, with no mismatch and no effect.
 */
import { clearSentFields, draftStorageKey, parseDraft, serializeDraft } from '../../lib/forms/draft.ts';
import { emptyValues } from '../../lib/forms/fields.ts';
import { openStorage, storeNewest, type DraftStatus } from './browser-storage.ts';

export interface DraftStore<Field extends string> {
  subscribe(listener: () => void): () => void;
  getSnapshot(): Readonly<Record<Field, string>>;
  getServerSnapshot(): Readonly<Record<Field, string>>;
  /** Whether the draft is being kept, and if not, why. */
  getStatus(): DraftStatus;
  getServerStatus(): DraftStatus;
  setField(field: Field, value: string): void;
  /** Empties the fields that still hold what was sent. */
  clearSent(sent: Readonly<Record<Field, string>>): void;
}

export function createDraftStore<Field extends string>(
  formName: string,
  fields: readonly Field[],
  now: () => number = Date.now,
): DraftStore<Field> {
  const key = draftStorageKey(formName);
  const empty = emptyValues(fields);
  const listeners = new Set<() => void>();
  // Read from storage on first use in the browser, never on the server.
  let values: Record<Field, string> | null = null;
  let status: DraftStatus = 'kept';

  function current(): Record<Field, string> {
    if (values === null) {
      const storage = openStorage('sessionStorage');
      status = storage === null ? 'blocked' : 'kept';
      values = parseDraft(storage?.getItem(key) ?? null, fields, now());
      forgetSharedDraft();
    }
    return values;
  }

  /**
   * Drafts used to live in localStorage, shared by every tab; nothing reads
   * them any more, so one left from before is removed rather than kept as
   * personal data on the device for good.
   */
  function forgetSharedDraft(): void {
    openStorage('localStorage')?.removeItem(key);
  }

  function update(next: Record<Field, string>): void {
    values = next;
    const storage = openStorage('sessionStorage');
    status = storage === null ? 'blocked' : storeNewest(storage, key, serializeDraft(next, now()));
    for (const listener of listeners) listener();
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: current,
    getServerSnapshot: () => empty,
    getStatus() {
      current();
      return status;
    },
    getServerStatus: () => 'kept',
    setField: (field, value) => update({ ...current(), [field]: value }),
    clearSent: (sent) => update(clearSentFields(current(), sent)),
  };
}
