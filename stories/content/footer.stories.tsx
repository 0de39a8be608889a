import type { Meta, StoryObj } from '@storybook/react-vite';
import Footer from '../../tastics/content/footer';
import { allDevices, storyPageFolder } from '../support/tastic';

const meta = {
  title: 'Tastics/Content/Footer',
  component: Footer,
  parameters: { tasticType: 'hirmer/content/footer' },
  args: {
    tasticId: 'story-footer',
    pageFolder: { ...storyPageFolder, breadcrumbs: [{ pageFolderId: 'home', name: 'Startseite', _url: '/' }] },
    data: { ...allDevices },
  },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: {
    data: {
      ...allDevices,
      ...{
        columns: [
          {
            title: 'Service',
            links: [
              { text: 'Versand', link: { type: 'link', link: '/service/versand_modal' } },
              { text: 'FAQ', link: { type: 'link', link: '/service/faq' }, openAsModal: true },
              { text: 'Kontakt', link: { type: 'link', link: '/service' } },
            ],
          },
          {
            title: 'Unternehmen',
            links: [
              { text: 'Über uns', link: { type: 'link', link: '/service' } },
              { text: 'Telefon', link: { type: 'link', link: '+49 89 236830' } },
            ],
          },
        ],
        payments: [{ method: 'visa' }, { method: 'paypal' }, { method: 'invoice' }],
        shipping: [{ carrier: 'dhl' }],
        social: [{ network: 'instagram', url: 'https://www.instagram.com/hirmer' }],
      },
    },
  },
};
