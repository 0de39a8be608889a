import type { Meta, StoryObj } from '@storybook/react-vite';
import Welcome from '../../tastics/account/welcome';
import { allDevices, storyPageFolder } from '../support/tastic';
import { loggedInFallback } from './support';

const meta = {
  title: 'Tastics/Account/Welcome',
  component: Welcome,
  parameters: { tasticType: 'hirmer/account/welcome', swrFallback: loggedInFallback },
  args: { tasticId: 'story-welcome', pageFolder: storyPageFolder, data: { ...allDevices } },
} satisfies Meta<typeof Welcome>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
