/*
 * planner/'s face: what other folders use of it. They import '../planner', never a file inside it
 * (eslint/folder-direction.js); its routes are not part of it.
 */
export { createPlanner } from './queries';
export type { PlannerReader } from './queries';
