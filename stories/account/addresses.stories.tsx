import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import Addresses from '../../tastics/account/addresses';
import { allDevices, storyPageFolder } from '../support/tastic';
import { loggedInFallback } from './support';

const meta = {
  title: 'Tastics/Account/Addresses',
  component: Addresses,
  parameters: { tasticType: 'hirmer/account/addresses', swrFallback: loggedInFallback },
  args: { tasticId: 'story-addresses', pageFolder: storyPageFolder, data: { ...allDevices } },
} satisfies Meta<typeof Addresses>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /adresse bearbeiten|edit address/i }));
    // The address form is a chunk of its own, loaded when the shopper reaches for the button.
    await expect(await canvas.findByLabelText(/straße|street/i, undefined, { timeout: 10_000 })).toHaveValue('Leopoldstraße');
  },
};
