import type { Meta, StoryObj } from '@storybook/react-vite';
import Tabs from '../../tastics/content/tabs';
import { allDevices, storyPageFolder } from '../support/tastic';

const meta = {
  title: 'Tastics/Content/Tabs',
  component: Tabs,
  parameters: { tasticType: 'hirmer/content/tabs' },
  args: {
    tasticId: 'story-tabs',
    pageFolder: { ...storyPageFolder, breadcrumbs: [{ pageFolderId: 'home', name: 'Startseite', _url: '/' }] },
    data: { ...allDevices },
  },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: {
    data: {
      ...allDevices,
      ...{
        tabs: [
          { title: 'Versand', content: 'Lieferung in **2–4 Werktagen**.' },
          { title: 'Rückgabe', content: '30 Tage kostenlos.' },
          { title: 'Zahlung', content: 'Rechnung, PayPal, Karte.' },
        ],
      },
    },
  },
};
