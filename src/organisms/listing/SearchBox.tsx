import type { ReactNode } from 'react';
import { useId, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchBox } from '../../hooks/useSearchBox';
import { SEARCH_PAGE_PATH } from '../../hooks/useSearchState';

/** The search box with suggestions (at least 3 characters, 300 ms debounce). Markup only. */
export function SearchBox({ searchPath }: { searchPath?: string }) {
  const intl = useIntl();
  const box = useSearchBox(searchPath);
  const id = useId();
  const listId = `${id}-suggestions`;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    box.submit();
  };
  const expanded = box.open && box.suggestions.length > 0;
  return (
    <div className={`search-box${box.open ? ' search-box--open' : ''}`} ref={box.container}>
      {box.open ? <div className="search-box__backdrop" data-testid="search-backdrop" onClick={box.close} aria-hidden="true" /> : null}
      {/* biome-ignore lint/a11y/useSemanticElements: the search landmark on the form; <search> is not yet in every browser the shop serves */}
      <form role="search" className="search-box__form" onSubmit={onSubmit} action={searchPath ?? SEARCH_PAGE_PATH} method="get">
        <label htmlFor={id} className="visually-hidden">
          <FormattedMessage id="search.label" />
        </label>
        <input
          id={id}
          name="query"
          type="search"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={box.highlight >= 0 ? `${listId}-${box.highlight}` : undefined}
          autoComplete="off"
          placeholder={intl.formatMessage({ id: 'search.placeholder' })}
          value={box.query}
          onChange={(e) => box.setQuery(e.target.value)}
          onFocus={box.activate}
          onKeyDown={box.onKeyDown}
        />
        <button type="submit" className="search-box__submit">
          <FormattedMessage id="search.submit" />
        </button>
        {box.open ? (
          <button type="button" className="search-box__close" aria-label={intl.formatMessage({ id: 'search.close' })} onClick={box.close}>
            ×
          </button>
        ) : null}
      </form>
      <SuggestionList id={listId} label={intl.formatMessage({ id: 'search.suggestions' })} hidden={!expanded}>
        {box.suggestions.map((s, i) => (
          <SuggestionOption key={s.query} id={`${listId}-${i}`} selected={i === box.highlight} onChoose={() => box.submit(s.query)}>
            {s.query}
          </SuggestionOption>
        ))}
      </SuggestionList>
    </div>
  );
}

/** The listbox of the combobox pattern: the input keeps focus and points at the highlighted option (aria-activedescendant). */
function SuggestionList({ id, label, hidden, children }: { id: string; label: string; hidden: boolean; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a list of options is the listbox of the combobox pattern
    <ul id={id} role="listbox" className="search-box__suggestions" aria-label={label} hidden={hidden}>
      {children}
    </ul>
  );
}

function SuggestionOption({ id, selected, onChoose, children }: { id: string; selected: boolean; onChoose: () => void; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an option of the combobox pattern's listbox
    // biome-ignore lint/a11y/useFocusableInteractive: options are reached from the input (arrow keys, aria-activedescendant), never focused
    // biome-ignore lint/a11y/useKeyWithClickEvents: Enter on the input chooses the highlighted option (useSearchBox)
    <li id={id} role="option" aria-selected={selected} className="search-box__suggestion" onMouseDown={(e) => e.preventDefault()} onClick={onChoose}>
      {children}
    </li>
  );
}
