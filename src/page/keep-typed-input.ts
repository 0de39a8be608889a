import { isTasticHydrated, whenTasticsHydrated } from './hydration-progress';
import type { Field, Typed } from './give-back-input';

/**
 * What a shopper types into a served form before its tastic has hydrated (a slow phone, a tastic
 * below the fold whose code is still on the way) survives the hydration. React keeps the typed text
 * in the field but not in its state (a controlled field renders its state's '' again at its next
 * render), and a form library may put its default value back when it registers the field; the
 * replayed submit (deferred-hydration.ts) then sent an empty form. So the fields' values are noted
 * from the served markup and at each input until the tastic has hydrated, and then given back to
 * the form (./give-back-input.ts, loaded only when there is something to give back).
 */
const FIELDS = 'input, textarea, select';
/** Fields that hold no typed value. */
const NOT_TYPED = new Set(['hidden', 'submit', 'button', 'reset', 'image', 'file']);
const typed = new Map<Field, Typed>();
let listening = false;

const isCheckable = (field: Field): field is HTMLInputElement => field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
const tasticOf = (field: Element) => field.closest<HTMLElement>('[data-tastic-id]')?.dataset.tasticId;

/** Whether the shopper changed a field from what the server rendered. */
function changedByShopper(field: Field): boolean {
  if (isCheckable(field)) return field.checked !== field.defaultChecked;
  if (field instanceof HTMLSelectElement) return [...field.options].some((o) => o.selected !== o.defaultSelected);
  return field.value !== field.defaultValue;
}

function note(field: Field): void {
  if (field instanceof HTMLInputElement && NOT_TYPED.has(field.type)) return;
  typed.set(field, {
    value: field.value,
    checked: isCheckable(field) && field.checked,
    selected: field instanceof HTMLSelectElement ? [...field.options].map((o) => o.selected) : [],
  });
}

/** Per tastic, the giving back under way: a second call (the replayed press) waits for it. */
const restoring = new Map<string, Promise<void>>();

/** Gives a hydrated tastic's fields back what the shopper typed before; resolves when they have it (at once when nothing was typed). */
export function restoreTypedInput(tasticId: string): Promise<void> {
  const fields = [...typed].filter(([field]) => field.isConnected && tasticOf(field) === tasticId);
  const before = restoring.get(tasticId) ?? Promise.resolve();
  if (!fields.length) return before;
  for (const [field] of fields) typed.delete(field);
  const done = before.then(() => import('./give-back-input')).then(({ giveBack }) => giveBack(fields));
  restoring.set(tasticId, done);
  return done;
}

/**
 * Notes the fields of the served tastics under `root` that the shopper changes until their tastic
 * has hydrated, and gives the values back once it has. Call once, before hydrating.
 */
export function keepTypedInputUntilHydrated(root: ParentNode): void {
  const document = (root as Node).ownerDocument ?? (root as Document);
  for (const field of root.querySelectorAll<Field>(FIELDS)) if (changedByShopper(field)) note(field);
  if (!listening) {
    listening = true;
    const onInput = (event: Event) => {
      const id = isField(event.target) ? tasticOf(event.target) : undefined;
      if (id && !isTasticHydrated(id)) note(event.target as Field);
    };
    document.addEventListener('input', onInput, { capture: true, passive: true });
    document.addEventListener('change', onInput, { capture: true, passive: true });
  }
  for (const element of root.querySelectorAll<HTMLElement>('[data-tastic-id]')) {
    const id = element.dataset.tasticId;
    if (id) void whenTasticsHydrated([id]).then(() => restoreTypedInput(id));
  }
}
