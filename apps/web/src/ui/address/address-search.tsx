import { routePaths } from '@filmlab/api/paths';
import { splitPlace, type SplitPlace } from '@filmlab/domain';
import { useId, useState, type KeyboardEvent } from 'react';
import { ApiError, callRoute } from '../../lib/api-client';
import { controlClassName, FieldMessage, fieldClassName, labelClassName } from '../text-field';
import { MapPinIcon } from '../icons';
import styles from './address.module.css';
import { usePlacePredictions } from './use-place-predictions';

export const ADDRESS_SEARCH_PLACEHOLDER = 'Address (start typing and select from list)';

export interface AddressSearchProps {
  value: string;
  onChange: (text: string) => void;
  /** A place was chosen, split into street, city, state and zip; placeId is the search's, if it came from it. */
  onSelect: (place: SplitPlace, formatted: string, placeId: string | null) => void;
}

interface Option {
  id: string;
  label: string;
  /** Null for the typed address itself. */
  placeId: string | null;
}

const UNREADABLE =
  "We couldn't read that address. Type it as street, city, state and zip, like 123 Main St, Brooklyn, NY 11201.";
const NOT_A_STREET_ADDRESS = 'That place is not a full street address. Pick one with a street number, or type it.';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The address search (spec 2.10) as an ARIA combobox: predictions from the server 500 ms after typing
 * stops, arrows to move through them, Enter to pick, Escape to close. The typed address itself is
 * always offered when it reads as street, city, state and zip, so a failing search never blocks
 * the form (spec section 5 decides what is accepted).
 */
export function AddressSearch({ value, onChange, onSelect }: AddressSearchProps) {
  const id = useId();
  const listId = `${id}-list`;
  const messageId = `${id}-message`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [error, setError] = useState<string | undefined>();
  const [chosen, setChosen] = useState<string | null>(null);
  const [resolving, setResolving] = useState(false);
  const text = value.trim();
  const typedPlace = text ? splitPlace(text) : null;
  const { predictions, failed } = usePlacePredictions(value, chosen === value);

  const options: Option[] = predictions.map((p, index) => ({
    id: `${listId}-${index}`,
    label: p.description,
    placeId: p.placeId,
  }));
  if (typedPlace && !options.some((option) => same(option.label, text))) {
    options.push({ id: `${listId}-typed`, label: text, placeId: null });
  }

  const accept = (place: SplitPlace, formatted: string, placeId: string | null) => {
    setError(undefined);
    setOpen(false);
    setActive(-1);
    setChosen(formatted);
    onSelect(place, formatted, placeId);
  };

  const acceptTyped = (label: string, message = UNREADABLE) => {
    const place = splitPlace(label);
    if (place) accept(place, label, null);
    else setError(message);
  };

  const choose = async (option: Option) => {
    if (!option.placeId) return acceptTyped(option.label);
    setResolving(true);
    try {
      const { place } = await callRoute(routePaths.addressSearch.place, {
        params: { placeId: option.placeId },
        onUnauthorized: 'ignore',
      });
      accept(
        { street: place.address1, city: place.city, state: place.state, zip: place.zip },
        place.formattedAddress,
        place.placeId,
      );
    } catch (err) {
      // The search is down or busy: the prediction's own text is still an address the form can read.
      if (err instanceof ApiError && err.status === 422) setError(NOT_A_STREET_ADDRESS);
      else acceptTyped(option.label, NOT_A_STREET_ADDRESS);
    } finally {
      setResolving(false);
    }
  };

  const showList = open && text !== '' && chosen !== value;
  const move = (step: number) => {
    setOpen(true);
    if (options.length === 0) return setActive(-1);
    const last = options.length - 1;
    // Down from the last option, or up from the first (or from none), wraps around.
    setActive((current) => (step > 0 ? (current >= last ? 0 : current + 1) : current <= 0 ? last : current - 1));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'Enter': {
        event.preventDefault();
        if (!text || resolving) return;
        const picked = options[active];
        if (showList && picked) void choose(picked);
        else if (typedPlace) acceptTyped(text);
        else if (options[0]) void choose(options[0]);
        else setError(UNREADABLE);
        return;
      }
      case 'ArrowDown':
        event.preventDefault();
        move(1);
        return;
      case 'ArrowUp':
        event.preventDefault();
        move(-1);
        return;
      case 'Escape':
        if (showList) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        }
        return;
    }
  };

  const activeOption = showList ? options[active] : undefined;
  const status = !showList
    ? ''
    : options.length > 0
      ? `${options.length} ${options.length === 1 ? 'address' : 'addresses'} found`
      : failed
        ? 'Address search is unavailable; type the street, city, state and zip.'
        : '';
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
          aria-activedescendant={activeOption?.id}
          aria-invalid={error ? true : undefined}
          aria-describedby={messageId}
          aria-busy={resolving || undefined}
          autoComplete="street-address"
          placeholder={ADDRESS_SEARCH_PLACEHOLDER}
          value={value}
          onChange={(event) => {
            setError(undefined);
            setOpen(true);
            setActive(-1);
            setChosen(null);
            onChange(event.target.value);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        {showList && (
          <ul id={listId} role="listbox" aria-label="Suggested addresses" className={styles.listbox}>
            {options.map((option, index) => (
              <li
                key={option.id}
                id={option.id}
                role="option"
                aria-selected={index === active}
                className={styles.option}
                // Keep focus in the input; choose on press so blur does not close the list first.
                onMouseDown={(event) => {
                  event.preventDefault();
                  void choose(option);
                }}
              >
                <MapPinIcon size={18} />
                <span>{option.label}</span>
              </li>
            ))}
            {options.length === 0 && (
              <li role="presentation" className={styles.optionHint}>
                {failed
                  ? 'Address search is unavailable: type the street, city, state and zip.'
                  : 'Keep typing: the street and ZIP, or street, city and state.'}
              </li>
            )}
          </ul>
        )}
        <span role="status" className="visually-hidden">
          {status}
        </span>
      </div>
      <FieldMessage
        id={messageId}
        error={error}
        hint="Start typing, then pick the address with the arrows and Enter."
      />
    </div>
  );
}
