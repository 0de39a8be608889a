import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState, type FormEvent } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { act, fireEvent, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import * as z from 'zod';
import { PageView } from '../../src/page/PageView';
import type { TasticRegistry } from '../../src/shop/registry';
import { keepTypedInputUntilHydrated } from '../../src/page/keep-typed-input';
import { useZodForm } from '../../src/ui/form/useZodForm';
import { Checkbox, SelectField, TextField } from '../../src/ui/form/fields';
import NewsletterBlock from '../../tastics/content/newsletter-block';
import { NavigatorProvider } from '../../src/navigation/navigate';
import { takeNewsletterEmail } from '../../src/state/newsletter';
import { TestShop } from '../support/render';
import { pageWith } from '../support/page';

let root: Root | null = null;
const sent: unknown[] = [];

/** A form whose field is React state (as the newsletter block's). */
function ControlledForm() {
  const [email, setEmail] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    sent.push({ controlled: email });
  };
  return (
    <form onSubmit={submit}>
      <label>
        Controlled
        <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      </label>
      <button type="submit">Send controlled</button>
    </form>
  );
}

const schema = z.object({ email: z.string(), accept: z.boolean(), topic: z.string() });
/** A form of the form kit (react-hook-form registers its fields and sets their defaults when they mount). */
function KitForm() {
  const form = useZodForm(schema, { defaultValues: { email: '', accept: false, topic: 'order' } });
  return (
    <form onSubmit={form.handleSubmit((values) => void sent.push({ kit: values }))}>
      <TextField label="Kit email" {...form.register('email')} />
      <Checkbox label="Kit accept" {...form.register('accept')} />
      <SelectField
        label="Kit topic"
        options={[
          { value: 'order', label: 'Order' },
          { value: 'delivery', label: 'Delivery' },
        ]}
        {...form.register('topic')}
      />
      <button type="submit">Send kit</button>
    </form>
  );
}

const registry: TasticRegistry = { 'test/controlled': ControlledForm, 'test/kit': KitForm, 'hirmer/content/newsletter-block': NewsletterBlock };

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  sent.length = 0;
  document.body.innerHTML = '';
});

/** The served page, changed by the shopper before any script ran, then hydrated. */
async function typeThenHydrate(
  tastics: { tasticType: string; tasticId: string; configuration?: Record<string, unknown> }[],
  type: (container: HTMLElement) => void,
) {
  const navigate = vi.fn();
  const app = (
    <TestShop store={createStore()}>
      <NavigatorProvider navigate={navigate}>
        <PageView data={pageWith(tastics)} registry={registry} />
      </NavigatorProvider>
    </TestShop>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(app);
  document.body.append(container);
  type(container);
  keepTypedInputUntilHydrated(container);
  await act(async () => {
    root = hydrateRoot(container, app);
  });
  // The values go back once the tastic has hydrated (with code loaded for it only then).
  await act(async () => {
    await import('../../src/page/give-back-input');
  });
  await act(async () => {});
  return { container, navigate };
}

/** Typing as the browser does it: the field's value changes, an input event follows. */
function typeInto(field: HTMLInputElement, text: string) {
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
const field = (container: HTMLElement, label: string) => [...container.querySelectorAll('label')].find((l) => l.textContent?.includes(label))!;
const inputOf = (container: HTMLElement, label: string) =>
  (field(container, label).control ?? field(container, label).querySelector('input, select')) as HTMLInputElement;

describe('input typed before hydration', () => {
  it('a controlled field keeps the typed address, and its form sends it', async () => {
    const { container } = await typeThenHydrate([{ tasticType: 'test/controlled', tasticId: 'c1' }], (c) =>
      typeInto(inputOf(c, 'Controlled'), 'max@example.com'),
    );
    expect(inputOf(container, 'Controlled').value).toBe('max@example.com');
    fireEvent.click(container.querySelector('button')!);
    expect(sent).toEqual([{ controlled: 'max@example.com' }]);
  });

  it('the form kit keeps a typed text, a ticked box and a chosen option through the registration of its fields', async () => {
    const { container } = await typeThenHydrate([{ tasticType: 'test/kit', tasticId: 'k1' }], (c) => {
      typeInto(inputOf(c, 'Kit email'), 'anna@example.com');
      inputOf(c, 'Kit accept').checked = true;
      const select = inputOf(c, 'Kit topic') as unknown as HTMLSelectElement;
      select.value = 'delivery';
    });
    expect(inputOf(container, 'Kit email').value).toBe('anna@example.com');
    await act(async () => fireEvent.click(container.querySelector('button')!));
    expect(sent).toEqual([{ kit: { email: 'anna@example.com', accept: true, topic: 'delivery' } }]);
  });

  it("the newsletter block sends the address typed before its code arrived to the newsletter page, without the field's error", async () => {
    const { container, navigate } = await typeThenHydrate(
      [{ tasticType: 'hirmer/content/newsletter-block', tasticId: 'n1', configuration: { headline: 'Newsletter' } }],
      (c) => typeInto(c.querySelector('input[type="email"]')!, 'early@example.com'),
    );
    await act(async () => fireEvent.submit(container.querySelector('form')!));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/newsletter'));
    expect(container.textContent).not.toContain('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    expect(takeNewsletterEmail()).toBe('early@example.com');
  });

  it('leaves fields the shopper did not touch as the page renders them', async () => {
    const { container } = await typeThenHydrate([{ tasticType: 'test/kit', tasticId: 'k2' }], () => {});
    await act(async () => fireEvent.click(container.querySelector('button')!));
    expect(sent).toEqual([{ kit: { email: '', accept: false, topic: 'order' } }]);
  });
});
