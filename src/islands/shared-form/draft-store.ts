/**
 * The values of a form, kept in localStorage as the visitor types so that a
 * reload or a crash loses nothing (the format and the merging are in
 * lib/forms/draft.ts). One draft per form is shared by every tab showing it:
 * each write merges with what is stored, and a `storage` event brings
 * another tab's edits into this one, so no tab's typing wipes another's.
 *
 * It is an external store for React's useSyncExternalStore: the server and
 * the hydrating client both render the empty form, and React switches to the
 * stored draft right after hydration, with no mismatch and no effect.
 */
import {
  clearSentFields,
  draftStorageKey,
  draftValues,
  editDraft,
  hasNewerEdits,
  mergeDrafts,
  parseDraft,
  serializeDraft,
  type Draft,
} from '../../lib/forms/draft.ts';
import { emptyValues } from '../../lib/forms/fields.ts';
import { openLocalStorage, storeNewest, type DraftStatus } from './browser-storage.ts';

export interface DraftStore<Field extends string> {
  subscribe(listener: () => void): () => void;
  getSnapshot(): Readonly<Record<Field, string>>;
  getServerSnapshot(): Readonly<Record<Field, string>>;
  /** Whether the draft is being kept, and if not, why. */
  getStatus(): DraftStatus;
  getServerStatus(): DraftStatus;
  setField(field: Field, value: string): void;
  /** Empties the fields that still hold what was sent, in every tab. */
  clearSent(sent: Readonly<Record<Field, string>>, sentAt: number): void;
}

function sameValues(a: Record<string, string>, b: Record<string, string>): boolean {
  return Object.keys(a).every((field) => a[field] === b[field]);
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
  let draft: Draft<Field> | null = null;
  let values: Record<Field, string> = empty;
  let status: DraftStatus = 'kept';

  /** The stored draft, or null when the browser does not allow storage. */
  function readFrom(storage: Storage | null): Draft<Field> | null {
    if (storage === null) return null;
    try {
      return parseDraft(storage.getItem(key), fields, now());
    } catch {
      return null;
    }
  }

  function current(): Draft<Field> {
    if (draft === null) {
      const stored = readFrom(openLocalStorage());
      status = stored === null ? 'blocked' : 'kept';
      draft = stored ?? {};
      values = draftValues(draft, fields);
    }
    return draft;
  }

  /** Takes the new draft and tells React when what it shows has changed. */
  function adopt(next: Draft<Field>, nextStatus: DraftStatus = status): void {
    draft = next;
    const nextValues = draftValues(next, fields);
    const valuesChanged = !sameValues(values, nextValues);
    if (!valuesChanged && nextStatus === status) return;
    if (valuesChanged) values = nextValues;
    status = nextStatus;
    for (const listener of listeners) listener();
  }

  /** Writes this tab's draft merged with the stored one, so other tabs' newer edits survive. */
  function save(next: Draft<Field>): void {
    const storage = openLocalStorage();
    const stored = readFrom(storage);
    if (storage === null || stored === null) return adopt(next, 'blocked');
    const merged = mergeDrafts(next, stored);
    adopt(merged, storeNewest(storage, key, serializeDraft(merged)));
  }

  function onStorage(event: StorageEvent): void {
    // A null key or value is a clear() or a removal (another tab's storage
    // was full): nothing to learn, and this tab keeps what it shows.
    if (event.key !== key || event.newValue === null) return;
    const written = parseDraft(event.newValue, fields, now());
    const merged = mergeDrafts(current(), written);
    // Tabs pass storage to each other with a delay, so the other tab may
    // have read the draft before this tab's latest edits reached it and
    // written without them. Writing them back keeps them for a reload.
    if (hasNewerEdits(merged, written)) save(merged);
    else adopt(merged);
  }

  return {
    subscribe(listener) {
      if (listeners.size === 0) window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
    getSnapshot() {
      current();
      return values;
    },
    getServerSnapshot: () => empty,
    getStatus() {
      current();
      return status;
    },
    getServerStatus: () => 'kept',
    setField: (field, value) => save(editDraft(current(), field, value, now())),
    // Merged with the stored draft first, so a field another tab changed
    // during the send is compared in its newest state, and kept.
    clearSent: (sent, sentAt) => {
      const newest = mergeDrafts(current(), readFrom(openLocalStorage()) ?? {});
      save(clearSentFields(newest, sent, sentAt));
    },
  };
}
