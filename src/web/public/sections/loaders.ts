/**
 * The data of the shared sections, fetched through the typed client. None of these throws: each block
 * fails on its own (SPEC 8). The API logs its own failures, which is all the spec asks for services and stats.
 */
import { PUBLIC_MESSAGES } from '../../../shared/messages';
import type { GrowthStep, Product, Service } from '../../../shared/schemas/content';
import type { Api } from '../../api/client';
import { type Block, block } from '../page';
import { type StatsFigures, statsFigures } from './stats';

/** Services; a failure leaves the list empty (SPEC 8: logged only). */
export const loadServices = (api: Api): Promise<Service[]> => api.services().catch(() => []);

/** The first stats record, or the built-in defaults when the fetch fails or nothing loads (SPEC 4). */
export const loadStats = (api: Api): Promise<StatsFigures> =>
  api.stats().then(
    (list) => statsFigures(list[0]),
    () => statsFigures(null),
  );

/** Products, which also serve as the projects (SPEC 7: GET /product). */
export const loadProjects = (api: Api): Promise<Block<Product[]>> =>
  block(() => api.products(), PUBLIC_MESSAGES.projectsFailed);

/** Growth steps in step order; a failure leaves the block without steps (the spec gives it no message). */
export const loadGrowthSteps = (api: Api): Promise<GrowthStep[]> =>
  api.growthSteps().then(
    (steps) => [...steps].sort((a, b) => a.number - b.number),
    () => [],
  );
