import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import LoginFlyout from '../../tastics/account/login-flyout';
import { allDevices, storyPageFolder } from '../support/tastic';
import { loggedInFallback, loggedOutFallback } from './support';

const meta = {
  title: 'Tastics/Account/Login flyout',
  component: LoginFlyout,
  parameters: { tasticType: 'hirmer/account/login-flyout', swrFallback: loggedOutFallback },
  args: { tasticId: 'story-login-flyout', pageFolder: storyPageFolder, data: { ...allDevices } },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 520, display: 'flex', justifyContent: 'flex-end' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LoginFlyout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/** Logged out: email, password, forgot-password link and the registration link. */
export const OpenLoggedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /anmelden|log in/i }));
    await expect(await canvas.findByRole('dialog')).toBeInTheDocument();
    await expect(await canvas.findByLabelText(/passwort|password/i)).toBeInTheDocument();
  },
};

/** Logged in: name, switch-account link and the account navigation. */
export const OpenLoggedIn: Story = {
  parameters: { swrFallback: loggedInFallback },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /mein konto|my account/i }));
    await expect(await canvas.findByText(/Max Mustermann/)).toBeInTheDocument();
  },
};
