import type { Meta, StoryObj } from '@storybook/react-vite';
import NewsletterSubscribe from '../../tastics/newsletter/subscribe';
import { allDevices, storyPageFolder } from '../support/tastic';

const INFO =
  'Mit unserem Newsletter erfahren Sie als Erste von neuen Kollektionen, Aktionen und exklusiven Angeboten. Er erscheint etwa einmal pro Woche, und Sie können ihn jederzeit mit einem Klick wieder abbestellen.';

const meta = {
  title: 'Tastics/Newsletter/Sign-up',
  component: NewsletterSubscribe,
  parameters: { tasticType: 'hirmer/newsletter/subscribe' },
  args: { tasticId: 'story-newsletter-subscribe', pageFolder: storyPageFolder, data: { ...allDevices, infoText: INFO } },
} satisfies Meta<typeof NewsletterSubscribe>;
export default meta;
type Story = StoryObj<typeof meta>;

/** hrm: the form without assortments, the info text folded. */
export const Default: Story = {};
/** hgg: with the big and tall assortments (at least one must be ticked). */
export const WithAssortments: Story = { globals: { project: 'hgg' } };
