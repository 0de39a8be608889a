import type { Meta, StoryObj } from '@storybook/react-vite';
import Spacer from '../../tastics/content/spacer';
import { allDevices, storyPageFolder } from '../support/tastic';

const meta = {
  title: 'Tastics/Content/Spacer',
  component: Spacer,
  parameters: { tasticType: 'hirmer/content/spacer' },
  args: { tasticId: 'story-spacer', pageFolder: storyPageFolder, data: { ...allDevices } },
  decorators: [
    (Story) => (
      <div style={{ background: '#f5f4f1' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Spacer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = {};
export const LargeWithDivider: Story = { args: { data: { ...allDevices, spacing: 'l', showDivider: true } } };
export const ExtraSmall: Story = { args: { data: { ...allDevices, spacing: 'xs' } } };
