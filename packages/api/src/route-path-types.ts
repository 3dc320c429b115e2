import type { RouteContract } from './define.js';
import type { routes } from './routes.js';

/**
 * One route as a client calls it: its method, its path template and who may call it, without its
 * schemas (no zod at run time). Its contract is there for the type checker only (never set), so a
 * call through it is typed by the contract's schemas.
 */
export interface RoutePath<C extends RouteContract = RouteContract> {
  readonly method: C['method'];
  /** Relative to /api, in Fastify style: /users/:id/address */
  readonly path: string;
  readonly access: C['access'];
  /** Type only: the contract of this route. */
  readonly contract?: C;
}

type Contracts = typeof routes;

/** The route table (routes.ts) with each contract as its RoutePath: every group, every route. */
export type RoutePaths = {
  readonly [Group in keyof Contracts]: {
    readonly [Name in keyof Contracts[Group]]: Contracts[Group][Name] extends RouteContract
      ? RoutePath<Contracts[Group][Name]>
      : never;
  };
};
