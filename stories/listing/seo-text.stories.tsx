import type { Meta, StoryObj } from '@storybook/react-vite';
import SeoText from '../../tastics/listing/seo-text';
import { allDevices, storyPageFolder } from '../support/tastic';

const long = Array.from(
  { length: 8 },
  (_, i) => `Absatz ${i + 1}: Hochwertige Sakkos für jeden Anlass – von klassisch bis modern, aus Schurwolle, Leinen und Baumwolle.`,
).join('\n\n');

const meta = {
  title: 'Tastics/Listing/SEO text',
  component: SeoText,
  parameters: { tasticType: 'hirmer/listing/seo-text' },
  args: { tasticId: 'story-seo-text', pageFolder: storyPageFolder, data: { ...allDevices, seoText: `## Sakkos\n\n${long}`, columns: '2' } },
} satisfies Meta<typeof SeoText>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Long: Story = {};
export const Short: Story = { args: { data: { ...allDevices, seoText: 'Kurzer Text.' } } };
