import type { Meta, StoryObj } from '@storybook/react-vite';
import AccountArea from '../../tastics/account/page';
import { allDevices, storyPageFolder } from '../support/tastic';
import { loggedInFallback, loggedOutFallback } from './support';

const meta = {
  title: 'Tastics/Account/Account area',
  component: AccountArea,
  parameters: { tasticType: 'hirmer/account/page', swrFallback: loggedOutFallback },
  args: { tasticId: 'story-account-page', pageFolder: storyPageFolder, data: { ...allDevices } },
} satisfies Meta<typeof AccountArea>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A guest: the login page. */
export const Guest: Story = {};
/** A customer: the navigation beside the login data. */
export const Customer: Story = { parameters: { swrFallback: loggedInFallback } };
