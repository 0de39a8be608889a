import type { TasticProps } from '../../../src/shop/registry';
import type { ReferenceValue } from '../../../src/domain/navigation';
import { referenceHref } from '../../../src/navigation/reference';
import { SearchBox } from '../../../src/organisms/listing/SearchBox';

export interface SearchBoxData {
  searchPage?: ReferenceValue | null;
}

/** The search box as a block of its own (the header shows one too). */
export default function SearchBoxTastic({ data }: TasticProps<SearchBoxData>) {
  return <SearchBox searchPath={referenceHref(data.searchPage ?? undefined)} />;
}
