import type { Meta, StoryObj } from '@storybook/react-vite';
import LoginData from '../../tastics/account/login-data';
import { allDevices, storyPageFolder } from '../support/tastic';
import { loggedInFallback, loggedOutFallback } from './support';

const meta = {
  title: 'Tastics/Account/Login data',
  component: LoginData,
  parameters: { tasticType: 'hirmer/account/login-data', swrFallback: loggedInFallback },
  args: { tasticId: 'story-login-data', pageFolder: storyPageFolder, data: { ...allDevices } },
} satisfies Meta<typeof LoginData>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedIn: Story = {};
export const Guest: Story = { parameters: { swrFallback: loggedOutFallback } };
