import type { TasticRegistry } from '../src/page/registry';
import MarkdownText from './content/markdown-text';
import Spacer from './content/spacer';
import Header from './navigation/header';
import Brands from './navigation/brands';

/**
 * tasticType -> component, the one registry the renderer reads. Each entry has a folder with
 * index.tsx and schema.json (same tasticType) and a story; `npm run validate:schemas` checks all three.
 */
export const tastics: TasticRegistry = {
  'hirmer/content/markdown-text': MarkdownText,
  'hirmer/content/spacer': Spacer,
  'hirmer/navigation/header': Header,
  'hirmer/navigation/brands': Brands,
};
