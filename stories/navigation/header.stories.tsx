import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import Header from '../../tastics/navigation/header';
import { allDevices, storyPageFolder } from '../support/tastic';
import { navigationTree } from '../support/navigation';

const meta = {
  title: 'Tastics/Navigation/Header',
  component: Header,
  parameters: { tasticType: 'hirmer/navigation/header', layout: 'fullscreen' },
  args: { tasticId: 'story-header', pageFolder: storyPageFolder, data: { ...allDevices, tree: navigationTree, hoverDelay: 250 } },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The mobile menu, opened and moved into a subtree. */
export const MobileMenuOpen: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /menü öffnen|open menu/i }));
    const dialog = await canvas.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /bekleidung/i }));
    await expect(within(dialog).getByRole('link', { name: 'Sakkos' })).toBeInTheDocument();
  },
};

export const EmptyTree: Story = { args: { data: { ...allDevices, tree: null } } };
