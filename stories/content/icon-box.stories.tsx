import type { Meta, StoryObj } from '@storybook/react-vite';
import IconBox from '../../tastics/content/icon-box';
import { allDevices, storyPageFolder } from '../support/tastic';

const meta = {
  title: 'Tastics/Content/Icon box',
  component: IconBox,
  parameters: { tasticType: 'hirmer/content/icon-box' },
  args: {
    tasticId: 'story-icon-box',
    pageFolder: { ...storyPageFolder, breadcrumbs: [{ pageFolderId: 'home', name: 'Startseite', _url: '/' }] },
    data: { ...allDevices },
  },
} satisfies Meta<typeof IconBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: {
    data: {
      ...allDevices,
      ...{
        items: [
          { icon: 'truck', title: 'Kostenloser Versand', text: 'ab 50 €' },
          { icon: 'return', title: '30 Tage Rückgabe' },
          { icon: 'store', title: 'Click & Reserve', text: 'im Haus anprobieren' },
          { icon: 'scissors', title: 'Änderungsservice' },
        ],
      },
    },
  },
};
