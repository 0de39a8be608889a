import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { useStatusMessage } from '../../src/hooks/useStatusMessage';
import { NavigatorProvider } from '../../src/navigation/navigate';
import { StatusAlert } from '../../src/ui/StatusAlert';
import type { StatusMessage } from '../../src/domain/status-message';

function show(props: { status?: StatusMessage | null; error?: string | null }) {
  const navigate = vi.fn();
  const view = render(
    <NavigatorProvider navigate={navigate}>
      <StatusAlert {...props} />
    </NavigatorProvider>,
  );
  return { navigate, view };
}

/** A form's answer handling: a message success, or a redirect success. */
function Form() {
  const [status, show] = useStatusMessage();
  return (
    <>
      <button type="button" onClick={() => show({ kind: 'redirect', location: '/account?page=WelcomePage', text: 'Willkommen.' })}>
        senden
      </button>
      <button type="button" onClick={() => show({ kind: 'message', text: 'Gespeichert.' })}>
        speichern
      </button>
      <StatusAlert status={status} />
    </>
  );
}

describe('StatusAlert: the one alert of an action answer', () => {
  it('shows a message success as a polite success alert', () => {
    show({ status: { kind: 'message', text: 'Ihre Adresse wurde gespeichert.' } });
    const alert = screen.getByRole('status');
    expect(alert.textContent).toBe('Ihre Adresse wurde gespeichert.');
    expect(alert.className).toContain('alert--success');
  });

  it('shows a miscellaneous status as a neutral (info) alert', () => {
    show({ status: { kind: 'misc', text: 'Falls die Adresse angemeldet ist, kommt ein Link.' } });
    expect(screen.getByRole('status').className).toContain('alert--info');
  });

  it('shows nothing for a silent success, and navigates nowhere', () => {
    const { navigate, view } = show({ status: { kind: 'silent' } });
    expect(view.container.textContent).toBe('');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a redirect success goes to its location at once, through the shop navigator, and shows its text meanwhile', () => {
    const navigate = vi.fn();
    render(
      <NavigatorProvider navigate={navigate}>
        <Form />
      </NavigatorProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'speichern' }));
    expect(navigate).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'senden' }));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/account?page=WelcomePage');
    expect(screen.getByRole('status').textContent).toBe('Willkommen.');
  });

  it('shows a failure as a danger alert that interrupts (role alert)', () => {
    show({ status: { kind: 'message', text: 'Gespeichert.' }, error: 'Das hat nicht geklappt.' });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Das hat nicht geklappt.');
    expect(alert.className).toContain('alert--danger');
  });
});
