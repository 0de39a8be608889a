import type { Meta, StoryObj } from '@storybook/react-vite';
import ResetPassword from '../../tastics/account/reset-password';
import { ResetPasswordView } from '../../src/organisms/account/ResetPassword';
import { allDevices, storyPageFolder } from '../support/tastic';

const meta = {
  title: 'Tastics/Account/Reset password',
  component: ResetPassword,
  parameters: { tasticType: 'hirmer/account/reset-password' },
  args: { tasticId: 'story-reset-password', pageFolder: storyPageFolder, data: { ...allDevices } },
} satisfies Meta<typeof ResetPassword>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A link with a token: the new password with its strength meter. */
export const WithToken: Story = { render: () => <ResetPasswordView token="story-token-1234567890" /> };
/** Without a valid token: 'This page is no longer valid'. */
export const ExpiredLink: Story = { render: () => <ResetPasswordView token={null} /> };
