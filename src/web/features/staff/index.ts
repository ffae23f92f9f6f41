/**
 * Public entry of staff: what the dashboard's frame shows of roles (decision 092): a role's name,
 * and what a page the signed-in person's role may not use shows instead. The staff screen itself
 * is a page (pages/staff-page.tsx).
 */
export { RoleForbidden } from './components/role-forbidden';
