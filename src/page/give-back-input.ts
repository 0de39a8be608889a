import { flushSync } from 'react-dom';

/** A form field and what the shopper had put into it (./keep-typed-input.ts). */
export type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
export interface Typed {
  value: string;
  checked: boolean;
  selected: boolean[];
}

/** Sets a text field's value so that React's change tracking sees a change, and tells React. */
function giveBackText(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setNative = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  // React tracks the value it last saw through the field's own setter: another value first, then the
  // typed text past the tracker, so the input event reads as a change (as testing-library's fireEvent does).
  field.value = value === '' ? ' ' : '';
  setNative?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Gives the fields of a hydrated tastic back what the shopper typed before, through the events React
 * listens to (input for text, click for boxes, change for selects), as if typed just then.
 */
export function giveBack(fields: readonly (readonly [Field, Typed])[]): void {
  for (const [field, before] of fields) {
    // flushSync: the form's state holds the value before anything else (a replayed submit) runs.
    flushSync(() => {
      if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
        if (field.checked !== before.checked) field.click();
      } else if (field instanceof HTMLSelectElement) {
        if (before.selected.some((s, i) => field.options[i]?.selected !== s)) {
          before.selected.forEach((s, i) => {
            const option = field.options[i];
            if (option) option.selected = s;
          });
          field.dispatchEvent(new Event('change', { bubbles: true }));
        }
      } else if (field.value !== before.value || field.value !== field.defaultValue) {
        giveBackText(field, before.value);
      }
    });
  }
}
