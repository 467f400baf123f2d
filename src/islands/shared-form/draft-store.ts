/**
 * The values of a form, kept in localStorage as the visitor types so that a
 * reload or a crash loses nothing (the format is in lib/forms/draft.ts).
 *
 * It is an external store for React's useSyncExternalStore: the server and
 * the hydrating client both render the empty form, and React switches to the
 * stored draft right after hydration, with no mismatch and no effect.
 */
import { draftStorageKey, parseDraft, serializeDraft } from '../../lib/forms/draft.ts';
import { emptyValues } from '../../lib/forms/fields.ts';

export interface DraftStore<Field extends string> {
  subscribe(listener: () => void): () => void;
  getSnapshot(): Readonly<Record<Field, string>>;
  getServerSnapshot(): Readonly<Record<Field, string>>;
  setField(field: Field, value: string): void;
  /** Empties every field and forgets the stored draft. */
  clear(): void;
}

export function createDraftStore<Field extends string>(
  formName: string,
  fields: readonly Field[],
): DraftStore<Field> {
  const key = draftStorageKey(formName);
  const empty = emptyValues(fields);
  const listeners = new Set<() => void>();
  // Read from storage on first use in the browser, never on the server.
  let values: Record<Field, string> | null = null;

  function read(): Record<Field, string> | null {
    try {
      return parseDraft(window.localStorage.getItem(key), fields, Date.now());
    } catch {
      return null; // storage blocked (privacy settings): start empty
    }
  }

  function write(next: Record<Field, string>): void {
    try {
      const text = serializeDraft(next, fields, Date.now());
      if (text === null) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, text);
    } catch {
      // Storage full or blocked: the form still works, only the draft is not kept.
    }
  }

  function current(): Record<Field, string> {
    values ??= read() ?? empty;
    return values;
  }

  function update(next: Record<Field, string>): void {
    values = next;
    write(next);
    for (const listener of listeners) listener();
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: current,
    getServerSnapshot: () => empty,
    setField: (field, value) => update({ ...current(), [field]: value }),
    clear: () => update(empty),
  };
}
