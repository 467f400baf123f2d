// A form's draft in this tab's sessionStorage: a reload loses nothing, and two tabs never write over each
// other. Personal data on a possibly shared computer: dropped a week after its last edit. Blocked storage
// throws on reading `sessionStorage`, a full one on writing: the form works and says the draft is not kept.
import { MESSAGE_MAX_CHARACTERS, type AnyValues } from './form-fields.ts';

export type DraftStatus = 'kept' | 'blocked' | 'full';
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const VERSION = 3; // versions 1 and 2 lived in localStorage, shared by every tab

export const draftStorageKey = (form: string) => `school-site:form-draft:${form}`;
export const serializeDraft = (values: Partial<AnyValues>, savedAt: number) =>
  JSON.stringify({ version: VERSION, savedAt, values });

export function parseDraft(raw: string | null, fields: readonly string[], now: number): AnyValues {
  let data: { version?: unknown; savedAt?: unknown; values?: Record<string, unknown> } | null | undefined;
  try {
    data = JSON.parse(raw ?? 'null') as typeof data;
  } catch {
    // broken text: no draft
  }
  const fresh =
    data?.version === VERSION && typeof data.savedAt === 'number' && now - data.savedAt <= DRAFT_MAX_AGE_MS;
  const stored = (fresh && data?.values) || {};
  const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, MESSAGE_MAX_CHARACTERS) : '');
  return Object.fromEntries(fields.map((field) => [field, text(stored[field])]));
}

function openStorage(name: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[name];
  } catch {
    return null;
  }
}

export function createDraftStore(form: string, fields: readonly string[], now: () => number = Date.now) {
  const key = draftStorageKey(form);
  const onServer = { values: parseDraft(null, fields, 0), status: 'kept' as DraftStatus };
  const listeners = new Set<() => void>();
  let draft: typeof onServer | null = null; // read on first use in the browser, never on the server

  function current(): typeof onServer {
    if (draft === null) {
      const storage = openStorage('sessionStorage');
      const values = parseDraft(storage?.getItem(key) ?? null, fields, now());
      draft = { values, status: storage ? 'kept' : 'blocked' };
      if (!Object.values(values).some(Boolean)) storage?.removeItem(key); // expired or unreadable: gone, not hidden
      openStorage('localStorage')?.removeItem(key); // read by nothing now: not left on the device for good
    }
    return draft;
  }

  function update(values: AnyValues): void {
    let status: DraftStatus = 'kept';
    try {
      sessionStorage.setItem(key, serializeDraft(values, now()));
    } catch (error) {
      status = error instanceof DOMException && /quota/i.test(error.name) ? 'full' : 'blocked';
      // Full: the older draft goes too (removing never needs room), so a reload never brings back older text.
      if (status === 'full') sessionStorage.removeItem(key);
    }
    draft = { values, status };
    for (const listener of listeners) listener();
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getSnapshot: current,
    getServerSnapshot: () => onServer,
    setField: (field: string, value: string) => update({ ...current().values, [field]: value }),
    // Empties the fields that still hold what was sent; a field edited since the send started keeps its text.
    clearSent(sent: AnyValues) {
      const values = { ...current().values };
      for (const [field, value] of Object.entries(sent)) if (values[field] === value) values[field] = '';
      update(values);
    },
  };
}
