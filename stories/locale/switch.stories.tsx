import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import LocaleSwitchTastic from '../../tastics/locale/switch';
import { allDevices, storyPageFolder } from '../support/tastic';

const meta = {
  title: 'Tastics/Locale/Switch',
  component: LocaleSwitchTastic,
  parameters: { tasticType: 'hirmer/locale/switch' },
  args: { tasticId: 'story-locale', pageFolder: storyPageFolder, data: { ...allDevices } },
} satisfies Meta<typeof LocaleSwitchTastic>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/** The modal opened from the trigger. */
export const Open: Story = {
  parameters: { projectConfiguration: { deliveryCountryList: 'DE,AT,CH,NL,FR,PL,CZ,GB' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Sprache und Lieferland/ }));
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getByLabelText('Lieferland')).toBeInTheDocument();
  },
};
