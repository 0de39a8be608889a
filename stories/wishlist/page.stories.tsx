import type { Meta, StoryObj } from '@storybook/react-vite';
import WishlistPage from '../../tastics/wishlist/page';
import { allDevices, storyPageFolder } from '../support/tastic';
import { WithData } from '../cart/decorators';
import { demoCart, demoWishlist } from '../cart/fixtures';

const meta = {
  title: 'Tastics/Wishlist/Page',
  component: WishlistPage,
  parameters: { tasticType: 'hirmer/wishlist/page', layout: 'fullscreen' },
  args: { tasticId: 'story-wishlist', pageFolder: storyPageFolder, data: { ...allDevices } },
  decorators: [
    (Story, context) => (
      <WithData
        data={{
          '/api/wishlist': context.parameters.wishlist ?? demoWishlist,
          '/api/cart/cart': demoCart,
          '/_hirmer/api/account/refresh': context.parameters.user ?? { loggedIn: false },
        }}
      >
        <Story />
      </WithData>
    ),
  ],
} satisfies Meta<typeof WishlistPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {};
export const Empty: Story = { parameters: { wishlist: { wishlistId: null, lineItems: [] } } };
