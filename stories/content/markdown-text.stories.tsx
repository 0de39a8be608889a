import type { Meta, StoryObj } from '@storybook/react-vite';
import MarkdownText from '../../tastics/content/markdown-text';
import { allDevices, storyPageFolder } from '../support/tastic';

const meta = {
  title: 'Tastics/Content/Markdown text',
  component: MarkdownText,
  parameters: { tasticType: 'hirmer/content/markdown-text' },
  args: { tasticId: 'story-markdown', pageFolder: storyPageFolder, data: { ...allDevices, text: '' } },
} satisfies Meta<typeof MarkdownText>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Headline: Story = {
  args: {
    data: {
      ...allDevices,
      text: '# Neue Saison\n\nDie **Herbstkollektion** ist da: Sakkos, Mäntel und Strick von über 100 Marken.\n\n- Kostenloser Versand\n- Click & Reserve',
    },
  },
};

export const Centered: Story = {
  args: { data: { ...allDevices, textAlignment: 'center', text: '## Service\n\nWir beraten Sie gerne: [Kontakt](/kontakt)' } },
};

export const Table: Story = {
  args: {
    data: {
      ...allDevices,
      text: '| Größe | Brustumfang |\n| --- | --- |\n| 48 | 96 cm |\n| 50 | 100 cm |\n| 52 | 104 cm |',
    },
  },
};
