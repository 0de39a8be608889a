import type { Meta, StoryObj } from '@storybook/react-vite';
import BracketBox from '../../tastics/content/bracket-box';
import { allDevices, storyPageFolder } from '../support/tastic';

const meta = {
  title: 'Tastics/Content/Bracket box',
  component: BracketBox,
  parameters: { tasticType: 'hirmer/content/bracket-box' },
  args: {
    tasticId: 'story-bracket-box',
    pageFolder: { ...storyPageFolder, breadcrumbs: [{ pageFolderId: 'home', name: 'Startseite', _url: '/' }] },
    data: { ...allDevices },
  },
} satisfies Meta<typeof BracketBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { data: { ...allDevices, ...{ headline: 'Seit 1948', text: 'Das Haus der Herrenmode in München.', color: '#8b2e2e' } } },
};
