import type { Meta, StoryObj } from '@storybook/react-vite';
import AccountNavigation from '../../tastics/account/navigation';
import { allDevices, storyPageFolder } from '../support/tastic';
import { loggedInFallback } from './support';

const meta = {
  title: 'Tastics/Account/Navigation',
  component: AccountNavigation,
  parameters: { tasticType: 'hirmer/account/navigation', swrFallback: loggedInFallback },
  args: { tasticId: 'story-account-navigation', pageFolder: storyPageFolder, data: { ...allDevices } },
} satisfies Meta<typeof AccountNavigation>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Project eck has no reservation history. */
export const Eck: Story = { globals: { project: 'eck' } };
/** Outside DACH the loyalty card is the style pass. */
export const International: Story = { globals: { locale: 'en_GB' } };
