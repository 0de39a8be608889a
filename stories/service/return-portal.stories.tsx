import type { Meta, StoryObj } from '@storybook/react-vite';
import ReturnPortal from '../../tastics/service/return-portal';
import { allDevices, storyPageFolder } from '../support/tastic';

const meta = {
  title: 'Tastics/Service/Return portal',
  component: ReturnPortal,
  parameters: { tasticType: 'hirmer/service/return-portal' },
  args: { tasticId: 'story-return-portal', pageFolder: storyPageFolder, data: { ...allDevices } },
} satisfies Meta<typeof ReturnPortal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The start form: order number and email. */
export const Start: Story = {};
/** With an editor's headline. */
export const WithHeadline: Story = { args: { data: { ...allDevices, headline: 'Rücksendung starten' } } };
