// What other modules may read of the lab's identity (its store is private to this module): the name
// e-mails sign with, the contact address pages give, the origin links are made from.
import type { LabIdentity } from '@filmlab/api';
import type { EventBus } from '../../adapters/events/event-bus.js';
import { processCacheFor, type ProcessCache } from '../../cache/process-cache.js';
import { mailbox, type Config } from '../../config.js';
import type { Db, Tx } from '../../db/client.js';
import { labDefaults } from './lab-defaults.js';
import { selectLabSettings } from './store.js';

/** Announced after staff save the identity, so every process drops its copy. */
export const LAB_CHANGED = 'lab_changed';

/**
 * How long a process may serve its copy without hearing of a change: the bound on how late a
 * change shows on every process (5 s), kept even when a notification is lost.
 */
export const LAB_CACHE_TTL_MS = 4_000;

export interface LabService {
  /** The identity now (a few seconds' copy per process). */
  identity(): Promise<LabIdentity>;
  /** The copy this process holds, without a promise, or undefined when it must be read. */
  peek(): LabIdentity | undefined;
  /** Drops every process's copy (after a save). */
  changed(): Promise<void>;
}

export function labCacheFor(events: EventBus): ProcessCache {
  return processCacheFor(events, { channel: LAB_CHANGED, ttlMs: LAB_CACHE_TTL_MS, maxEntries: 4 });
}

/** The identity staff saved, or the configuration's before the first save. */
export async function readLabIdentity(db: Db | Tx, config: Config): Promise<LabIdentity> {
  const row = await selectLabSettings(db);
  const values = row
    ? {
        name: row.name,
        description: row.description,
        contactEmail: row.contactEmail,
        phone: row.phone,
        address: row.address,
        logoUrl: row.logoUrl,
        colors: row.colors,
        socialLinks: row.socialLinks,
        timeZone: row.timeZone,
        publicUrl: row.publicUrl,
      }
    : labDefaults(config);
  return { ...values, origin: values.publicUrl ?? config.publicUrl, version: row?.version ?? 1 };
}

export function labServiceFor(deps: { db: Db; config: Config; events: EventBus }): LabService {
  const cache = labCacheFor(deps.events);
  const load = () => readLabIdentity(deps.db, deps.config);
  return {
    identity: () => cache.read('identity', load),
    peek: () => cache.peek<LabIdentity>('identity')?.value,
    changed: () => cache.changed(),
  };
}

/**
 * `deps` with the configuration's lab fields as staff set them (name, contact e-mail, origin, time
 * zone): what e-mails sign with, point to and date by. Writers of e-mails read `config` from this.
 * Inside a transaction, give it: a copy this process holds is used, else the identity is read through
 * the transaction (on the embedded database, a read around it would wait for the transaction itself).
 */
export async function withLabIdentity<D extends { db: Db; config: Config; events: EventBus }>(
  deps: D,
  within?: Db | Tx,
): Promise<D> {
  const service = labServiceFor(deps);
  const lab =
    within === undefined || within === deps.db
      ? await service.identity()
      : (service.peek() ?? (await readLabIdentity(within, deps.config)));
  const config: Config = {
    ...deps.config,
    labName: lab.name,
    contactEmail: lab.contactEmail,
    publicUrl: lab.origin,
    labTimeZone: lab.timeZone,
  };
  return { ...deps, config };
}

/** The lab's time zone as staff saved it: its days, ETAs and routes, and the dates written into scans. */
export async function labTimeZone(deps: { db: Db; config: Config; events: EventBus }): Promise<string> {
  return (await labServiceFor(deps).identity()).timeZone;
}

/** The sender of the lab's e-mails: its name, at MAIL_FROM's address or else its contact address. */
export function mailSender(
  lab: Pick<LabIdentity, 'name' | 'contactEmail'>,
  mailFromAddress: string | undefined,
): string {
  return mailbox(lab.name, mailFromAddress ?? lab.contactEmail);
}
