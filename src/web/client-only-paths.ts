/**
 * The admin area and its sign-in screens render only in the browser (the server sends an empty shell),
 * and their code loads only when one of them is visited.
 */
export const CLIENT_ONLY_PATHS = [
  '/login',
  '/emailrequest',
  '/verifyotp',
  '/resetpassword',
  '/SuccessMessage',
  '/admin',
  '/AchievementForm',
  '/StepForm',
  '/ProfilePage',
  '/confirm-email',
  '/invite',
] as const;

export const isClientOnlyPath = (pathname: string) => {
  const path = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  return CLIENT_ONLY_PATHS.some((p) => path === p.toLowerCase() || path.startsWith(`${p.toLowerCase()}/`));
};
