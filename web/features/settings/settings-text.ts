// Every Settings text of docs/product.md §2, §5 and §8, verbatim.
export const SETTINGS_TEXT = {
  emailNote: 'Email is managed by your authentication provider.',
  confirmHint: 'Must exactly match the new password.',
  twoFactor: 'Coming soon.',
  nameFailed: { title: 'Update Failed', message: 'Could not update your name.' },
  nameSaved: { title: 'Profile Updated', message: 'Name saved successfully.' },
  emailPrefsFailed: { title: 'Save failed', message: 'Could not save email preferences.' },
  notificationPrefsFailed: { title: 'Save failed', message: 'Could not save notification preferences.' },
  emailPrefsSaved: { title: 'Preferences saved', message: 'Email preferences updated.' },
  notificationPrefsSaved: { title: 'Preferences saved', message: 'Notification preferences updated.' },
  weakPassword: { title: 'Weak Password', message: 'Use at least 8 characters.' },
  mismatch: { title: 'Mismatch', message: 'Passwords do not match.' },
  passwordFailed: { title: 'Update Failed', message: 'Could not change your password. Try again or use Forgot Password.' },
  // Issue 9: a password change asks for the current one (the server's message when it is missing).
  currentMissing: 'Enter your current password.',
  passwordUpdated: { title: 'Password Updated', message: 'Your password has been changed.' },
} as const;
