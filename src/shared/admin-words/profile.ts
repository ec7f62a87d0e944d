/** Words of the profile page (/ProfilePage, the avatar's target; SPEC 2.1 does not show the screen). */
export const PROFILE_WORDS = {
  detailsTitle: 'Your details',
  name: 'Name',
  email: 'Email',
  saveName: 'Save name',
  saving: 'Saving...',
  passwordTitle: 'Password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  repeatPassword: 'Repeat new password',
  passwordHint: 'At least 8 characters. Every other device you are signed in on will be signed out.',
  changePassword: 'Change password',
  changing: 'Changing...',
} as const;
