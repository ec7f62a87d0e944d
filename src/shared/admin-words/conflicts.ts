/**
 * Words of the conflict panel (issue 25): a save refused because a colleague saved the same record since the
 * form was opened. The spec gives none; the post form has its own title and copy outcome (BLOG_WORDS), the
 * rest is shared by every form.
 */
export const CONFLICT_WORDS = {
  title: (name: string, time: string) => `${name} saved this at ${time}, while you were editing it.`,
  intro:
    'Their version is saved and everything you typed is still here. Struck out: only in theirs; marked: only in yours.',
  theirs: 'Theirs',
  mine: 'Yours',
  keepMine: 'Keep mine',
  takeTheirs: 'Take theirs',
  copyMine: 'Copy my text',
  copied: 'Your text is copied.',
  copyFailed: 'Your text could not be copied. It is still in the form: select it there and copy it.',
  tookTheirs: 'The form now shows their version.',
  /** Who saved, when the site did (a scheduled publish) rather than a person. */
  someone: 'Someone',
} as const;
