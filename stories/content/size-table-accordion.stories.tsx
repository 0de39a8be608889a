import type { Meta, StoryObj } from '@storybook/react-vite';
import SizeTableAccordion from '../../tastics/content/size-table-accordion';
import { allDevices, storyPageFolder } from '../support/tastic';

const meta = {
  title: 'Tastics/Content/Size table accordion',
  component: SizeTableAccordion,
  parameters: { tasticType: 'hirmer/content/size-table-accordion' },
  args: {
    tasticId: 'story-size-table-accordion',
    pageFolder: { ...storyPageFolder, breadcrumbs: [{ pageFolderId: 'home', name: 'Startseite', _url: '/' }] },
    data: { ...allDevices },
  },
} satisfies Meta<typeof SizeTableAccordion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: {
    data: {
      ...allDevices,
      ...{
        headline: 'Größentabellen',
        tables: [
          { title: 'Anzüge', table: 'Größe | Brust\n48 | 96 cm\n50 | 100 cm' },
          { title: 'Hemden', table: 'Kragen | Größe\n39 | M\n41 | L' },
        ],
      },
    },
  },
};
