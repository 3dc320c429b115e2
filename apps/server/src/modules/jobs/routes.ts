import { jobRoutes } from '@filmlab/api';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { registerRoute } from '../../http/register.js';
import { listJobs } from './list-jobs.js';
import { retryJob } from './retry-job.js';

export function registerJobRoutes(api: FastifyInstance, deps: Deps) {
  const { db, jobs } = deps;
  registerRoute(api, jobRoutes.list, async ({ query }) => listJobs({ db, filter: query }));
  registerRoute(api, jobRoutes.retry, async ({ params }) => ({
    job: await retryJob({ db, jobs, jobId: params.jobId }),
  }));
}
