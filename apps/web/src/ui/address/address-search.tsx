import { splitPlace, type SplitPlace } from '@filmlab/domain';
import { useId, useState, type KeyboardEvent } from 'react';
import { controlClassName, FieldMessage, fieldClassName, labelClassName } from '../text-field';
import { MapPinIcon } from '../icons';
import styles from './address.module.css';

export const ADDRESS_SEARCH_PLACEHOLDER = 'Address (start typing and select from list)';

export interface AddressSearchProps {
  value: string;
  onChange: (text: string) => void;
  /** A place was chosen; its formatted address split into street, city, state and zip. */
  onSelect: (place: SplitPlace, formatted: string) => void;
}

/**
 * The address search (spec 2.10) as a combobox. Until a places service is configured the only
 * suggestion is the typed address itself, accepted when splitPlace can read it (spec section 5).
 */
export function AddressSearch({ value, onChange, onSelect }: AddressSearchProps) {
  const id = useId();
  const listId = `${id}-list`;
  const messageId = `${id}-message`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const text = value.trim();
  const place = text ? splitPlace(text) : null;

  const choose = () => {
    if (!place) {
      setError(
        "We couldn't read that address. Type it as street, city, state and zip, like 123 Main St, Brooklyn, NY 11201.",
      );
      return;
    }
    setError(undefined);
    setOpen(false);
    setActive(false);
    onSelect(place, text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'Enter':
        event.preventDefault();
        if (text) choose();
        return;
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        setActive(Boolean(place));
        return;
      case 'ArrowUp':
        event.preventDefault();
        setActive(false);
        return;
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
          setActive(false);
        }
        return;
    }
  };

  const showList = open && text !== '';
  return (
    <div className={fieldClassName}>
      <label htmlFor={id} className={labelClassName}>
        Address
      </label>
      <div className={styles.combo}>
        <input
          id={id}
          className={controlClassName}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && active && place ? `${listId}-0` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={messageId}
          autoComplete="street-address"
          placeholder={ADDRESS_SEARCH_PLACEHOLDER}
          value={value}
          onChange={(event) => {
            setError(undefined);
            setOpen(true);
            setActive(false);
            onChange(event.target.value);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        {showList && (
          <ul id={listId} role="listbox" aria-label="Suggested addresses" className={styles.listbox}>
            {place ? (
              <li
                id={`${listId}-0`}
                role="option"
                aria-selected={active}
                className={styles.option}
                // Keep focus in the input; choose on press so blur does not close the list first.
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose();
                }}
              >
                <MapPinIcon size={18} />
                <span>{text}</span>
              </li>
            ) : (
              <li role="presentation" className={styles.optionHint}>
                Keep typing: street, city, state and zip.
              </li>
            )}
          </ul>
        )}
      </div>
      <FieldMessage
        id={messageId}
        error={error}
        hint="Type the full address, then press Enter or pick it from the list."
      />
    </div>
  );
}
