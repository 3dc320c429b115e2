import type { AddressCheckResponse } from '@filmlab/api';
import { routePaths } from '@filmlab/api/paths';
import { errorForPeople } from '@filmlab/domain';
import { useEffect, useRef } from 'react';
import { callRoute } from '../../lib/api-client';
import { Button } from '../button';
import styles from './address.module.css';

export interface CheckedFields {
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  zip: string;
}

/**
 * Asks the server how a carrier sees the address (EasyPost's verification, or the ZIP data set):
 * null when the check could not be made, so a carrier that is down never blocks saving.
 */
export async function checkAddress(fields: CheckedFields): Promise<AddressCheckResponse | null> {
  const { address1, address2, city, state, zip } = fields;
  try {
    return await callRoute(routePaths.addressSearch.verifyAddress, { body: { address1, address2, city, state, zip } });
  } catch {
    return null;
  }
}

const line = (a: CheckedFields) =>
  `${a.address1}${a.address2 ? `, ${a.address2}` : ''}, ${a.city}, ${a.state} ${a.zip}`;

/** The carrier's correction differs from what was entered in a way a person would notice. */
export function differs(entered: CheckedFields, suggested: CheckedFields): boolean {
  const norm = (a: CheckedFields) => line(a).toUpperCase().replace(/\s+/g, ' ');
  return norm(entered) !== norm(suggested);
}

/**
 * What the carrier said, for the customer to decide: use the suggested correction, or keep the
 * address as entered (they know their own address; a label made later reports any refusal in words).
 */
export function AddressCheckChoice({
  entered,
  check,
  onUseSuggestion,
  onKeep,
}: {
  entered: CheckedFields;
  check: AddressCheckResponse;
  onUseSuggestion: (suggested: CheckedFields) => void;
  onKeep: () => void;
}) {
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  const suggestion = check.suggestion && differs(entered, check.suggestion) ? check.suggestion : null;
  return (
    <div className={styles.check} role="group" aria-labelledby="address-check-title">
      <p id="address-check-title" className={styles.checkTitle}>
        {suggestion ? 'The carrier suggests a correction' : 'The carrier could not confirm this address'}
      </p>
      {check.errors.length > 0 && (
        <ul className={styles.checkErrors}>
          {check.errors.map((error) => (
            <li key={error}>{errorForPeople(error)}</li>
          ))}
        </ul>
      )}
      <p className={styles.checkLine}>
        <span>You entered:</span> {line(entered)}
      </p>
      {suggestion && (
        <p className={styles.checkLine}>
          <span>Suggested:</span> {line(suggestion)}
        </p>
      )}
      <div className={styles.actions}>
        {suggestion && (
          <Button ref={first} variant="primary" onClick={() => onUseSuggestion(suggestion)}>
            Use Suggested Address
          </Button>
        )}
        <Button ref={suggestion ? undefined : first} variant="ghost" onClick={onKeep}>
          Keep What I Entered
        </Button>
      </div>
    </div>
  );
}
