import type { Meta, StoryObj } from '@storybook/react-vite';
import TextBox from '../../tastics/content/text-box';
import { allDevices, storyPageFolder } from '../support/tastic';

const meta = {
  title: 'Tastics/Content/Text box',
  component: TextBox,
  parameters: { tasticType: 'hirmer/content/text-box' },
  args: {
    tasticId: 'story-text-box',
    pageFolder: { ...storyPageFolder, breadcrumbs: [{ pageFolderId: 'home', name: 'Startseite', _url: '/' }] },
    data: { ...allDevices },
  },
} satisfies Meta<typeof TextBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: {
    data: {
      ...allDevices,
      ...{
        headline: 'Beratung im Haus',
        text: 'Unsere Stilberater helfen Ihnen **persönlich** – [Termin vereinbaren](/service)',
        buttonText: 'Mehr erfahren',
        buttonLink: { type: 'link', link: '/service' },
      },
    },
  },
};

export const Filled: Story = {
  args: {
    data: {
      ...allDevices,
      ...{ headline: 'Maßkonfektion', text: 'Sakkos und Anzüge nach Ihren Maßen.', backgroundColor: '#1f2a44', textColor: '#ffffff', alignment: 'center' },
    },
  },
};
