import type { TasticProps } from '../../../src/shop/registry';
import type { MediaValue } from '../../../src/domain/navigation';
import { hasMedia } from '../../../src/content/media';
import { ContentMarkdown } from '../../../src/ui/content/ContentMarkdown';
import { ResponsiveImage } from '../../../src/ui/content/ResponsiveImage';

export interface CategoryHeaderData {
  headline?: string;
  intro?: string;
  image?: MediaValue | null;
  imageAlt?: string;
}

/** The head of a category page: its headline (the node's name unless the editor writes one), an intro, a wide image. */
export default function CategoryHeader({ data, pageFolder }: TasticProps<CategoryHeaderData>) {
  const headline = data.headline?.trim() || pageFolder.configuration.pageName || pageFolder.name;
  return (
    <header className={`category-header${hasMedia(data.image) ? ' category-header--image' : ''}`}>
      {hasMedia(data.image) ? <ResponsiveImage image={data.image} alt={data.imageAlt} priority className="category-header__image" /> : null}
      <div className="category-header__text">
        <h1 className="category-header__headline">{headline}</h1>
        <ContentMarkdown text={data.intro} className="category-header__intro" />
      </div>
    </header>
  );
}
