import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import Competition, { competitionSuccessText } from '../../tastics/service/competition';
import EarlyShop, { earlyShopSuccessText, SPECIAL_TRIGGER_ID } from '../../tastics/service/early-shop';
import { setCaptchaExecutor } from '../../src/hooks/useInvisibleCaptcha';
import { renderInShop } from '../support/render';
import { fakeApi } from '../account/fake-api';
import { allDevices, storyPageFolder } from '../../stories/support/tastic';

afterEach(() => {
  vi.unstubAllGlobals();
  setCaptchaExecutor(null);
});

const fill = () => {
  fireEvent.change(screen.getByLabelText(/^Vorname/), { target: { value: 'Erika' } });
  fireEvent.change(screen.getByLabelText(/^Nachname/), { target: { value: 'Muster' } });
  fireEvent.change(screen.getByLabelText(/^E-Mail-Adresse/), { target: { value: 'erika@example.com' } });
};

describe('competition and early shop', () => {
  it.each([
    [{ successMessage: 'Viel Glück!' }, 'Viel Glück!'],
    [{ isEvent: true, successMessage: 'Viel Glück!', eventSuccessMessage: 'Wir sehen uns!' }, 'Wir sehen uns!'],
    [{}, 'Vom Server'],
  ])('competition success: %o -> %s', (data, text) => {
    expect(competitionSuccessText(data, 'Vom Server')).toBe(text);
  });

  it.each([
    [SPECIAL_TRIGGER_ID, 'Sonder'],
    [4711, 'Standard'],
    [null, 'Standard'],
  ])('early shop with trigger %s shows the %s message', (trigger, text) => {
    expect(earlyShopSuccessText({ successMessage: 'Standard', triggerSuccessMessage: 'Sonder' }, trigger, 'Server')).toBe(text);
  });

  it('competition: every consent is required; then it sends with the captcha token and shows the configured message', async () => {
    setCaptchaExecutor(async () => 'captcha-token');
    const api = fakeApi({ 'POST /frontastic/action/hirmer-newsletter/raffle': () => ({ success: true, status: { kind: 'message', text: 'Server' } }) });
    renderInShop(<Competition tasticId="c" pageFolder={storyPageFolder} data={{ ...allDevices, successMessage: 'Viel Glück!' }} />);
    fill();
    fireEvent.click(screen.getByLabelText(/Teilnahmebedingungen/));
    fireEvent.click(screen.getByRole('button', { name: 'Jetzt teilnehmen' }));
    expect(await screen.findByText('Bitte stimmen Sie zu, um teilzunehmen.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/frontastic/action/hirmer-newsletter/raffle')).toEqual([]);
    fireEvent.click(screen.getByLabelText(/im Gewinnfall/));
    fireEvent.click(screen.getByRole('button', { name: 'Jetzt teilnehmen' }));
    expect(await screen.findByText('Viel Glück!')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/frontastic/action/hirmer-newsletter/raffle')!.body).toMatchObject({
      email: 'erika@example.com',
      participationPrivacy: true,
      notificationInfo: true,
      isEvent: false,
      token: 'captcha-token',
    });
  });

  it('early shop: sends the trigger id; trigger 12806 shows its message', async () => {
    setCaptchaExecutor(async () => 'captcha-token');
    const api = fakeApi({
      'POST /frontastic/action/hirmer-newsletter/earlyShopRegistration': () => ({
        success: true,
        status: { kind: 'message', text: 'Server' },
        triggerID: 12806,
      }),
    });
    renderInShop(
      <EarlyShop
        tasticId="e"
        pageFolder={storyPageFolder}
        data={{ ...allDevices, triggerID: 12806, successMessage: 'Standard', triggerSuccessMessage: 'Sie sind dabei.' }}
      />,
    );
    fill();
    fireEvent.click(screen.getByLabelText(/Teilnahmebedingungen/));
    fireEvent.click(screen.getByRole('button', { name: 'Jetzt registrieren' }));
    expect(await screen.findByText('Sie sind dabei.')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/frontastic/action/hirmer-newsletter/earlyShopRegistration')!.body).toMatchObject({
        triggerID: 12806,
        token: 'captcha-token',
      }),
    );
  });
});
