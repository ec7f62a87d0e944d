/** Business constants from SPEC.md section 9, and the limits the API enforces. */
export const TOAST_MS = 5000;
export const GROWTH_STEP_CLOSE_MS = 1500;
export const RESET_REDIRECT_MS = 2000;
export const CONTACT_INFO_BANNER_MS = 3000;
export const TEAM_REQUEST_TIMEOUT_MS = 30_000;

export const HOME_PROJECTS = 3;
export const PREVIEW_COUNT = 3;
export const RELATED_ARTICLES = 3;
export const ADMIN_PAGE_SIZE = 9;
/**
 * The most items one page of a back-office list answers, whatever `limit` asks (issue 29), and the last page
 * number it takes: no admin call answers a whole table (decision 047).
 */
export const ADMIN_LIST_MAX_LIMIT = 100;
export const ADMIN_LIST_MAX_PAGE = 1_000_000;
export const ADMIN_EXCERPT_LENGTH = 90;
export const DEFAULT_READ_MINUTES = 5;
export const DEFAULT_BLOG_AUTHOR = 'Admin';
export const DEFAULT_TEAM_GENDER = 'Male';
export const CODE_LENGTH = 4;

export const BLOG_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Widths of the WebP variants made for `srcset`; never wider than the original. */
export const IMAGE_VARIANT_WIDTHS = [480, 960, 1600] as const;
/** The widest stored copy of an image. */
export const IMAGE_MAX_WIDTH = 2400;
/** Uploaded images decoded at the same time, and how many more may wait; one more gets 503 (decision 020). */
export const IMAGE_JOBS_AT_ONCE = 1;
export const IMAGE_JOBS_WAITING = 8;
/**
 * On SIGTERM, requests in flight get this long to finish before they are cut (decision 020): under
 * `docker stop`'s 10 s, so that the database is still closed cleanly before a SIGKILL.
 */
export const SHUTDOWN_TIMEOUT_SECONDS_DEFAULT = 8;

export const BLOG_LIST_DEFAULT_LIMIT = 9;
export const BLOG_LIST_MAX_LIMIT = 50;
/**
 * The public search ranks at most this many matches, the newest, and counts no further: a word in every post
 * answers '1,000+' in the time a rare one takes (issue 29, decision 052).
 */
export const SEARCH_MATCH_CAP = 1000;
/** A search with a phrase or a `-word` is checked on at most this many of the newest posts holding its words. */
export const SEARCH_SCAN_CAP = 5000;
/**
 * The back office's search of its blog list checks this many posts in the list's order before it asks the index:
 * a word in many posts fills its page from them, a rarer one is found through the index (decision 061).
 */
export const ADMIN_SEARCH_WALK = 5000;

/** Contact form: at most this many messages per sender (an e-mail address from one client) in the window. */
export const CONTACT_RATE_MAX = 5;
/** …and this many per client address, whoever sends: a whole office behind one address (decision 042). */
export const CONTACT_CLIENT_RATE_MAX = 20;
export const CONTACT_RATE_WINDOW_MS = 10 * 60 * 1000;

export const FIELD_MAX = {
  name: 100,
  email: 254,
  phone: 40,
  message: 5000,
  title: 200,
  text: 5000,
  url: 2048,
} as const;

export const STATS_DEFAULTS = {
  headline: 'Delivering Digital Excellence For Every Client We Serve',
  description:
    'From first idea to launch and beyond, our specialists turn ambitious plans into software that performs.',
  loyalClients: 800,
  experts: 30,
  yearsExperience: 5,
  techAwards: 5,
} as const;

/**
 * 'Remember Password' (issue 25): a session that lasts this many days from its last use, sliding; unticked, a
 * session lasts SESSION_TTL_HOURS. A remembered session's token is good for REMEMBERED_TOKEN_DAYS at most.
 */
export const REMEMBERED_SESSION_DAYS = 30;
export const REMEMBERED_TOKEN_DAYS = 365;

export const BLOG_CATEGORIES = ['Technology', 'Business', 'Health', 'Travel', 'Food', 'Lifestyle', 'Other'] as const;
/** Search result lengths (issue 12): what a search engine shows of a title and a description before cutting. */
export const META_TITLE_GUIDE = 60;
export const META_DESCRIPTION_GUIDE = 155;
export const META_TITLE_MAX = 120;
export const META_DESCRIPTION_MAX = 320;
export const IMAGE_ALT_MAX = 250;
/** A post's own excerpt (issue 12), and the summary made from its first paragraph when it has none. */
export const EXCERPT_MAX = 300;
export const EXCERPT_SUMMARY_LENGTH = META_DESCRIPTION_GUIDE;

/** `review`: a Contributor's post waiting for an Editor (issue 25). */
export const BLOG_STATUSES = ['draft', 'published', 'scheduled', 'review'] as const;
export const TEAM_GENDERS = ['Male', 'Female', 'Other'] as const;
export const PROJECT_STYLES = ['white', 'black-img-white-text', 'other'] as const;

/**
 * Sign-in limits (docs/decisions/016). Each attempt is taken before the password is checked; a
 * successful sign-in gives its attempt back. Strict per client and per (address, client), so one
 * guesser is stopped at once without locking the owner out from elsewhere; wider per address across
 * all clients, growing from the hour to the day, so that a distributed guess stays bounded too.
 */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Tries for one address from one client in the window. */
export const LOGIN_MAX_PER_ADDRESS_AND_CLIENT = 5;
/** Tries from one client, whatever the addresses, in the window. */
export const LOGIN_MAX_PER_CLIENT = 10;
/** Tries for one address from all clients together: per hour, then per day. */
export const LOGIN_MAX_PER_ADDRESS_HOUR = 20;
export const LOGIN_MAX_PER_ADDRESS_DAY = 50;
export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;
/**
 * A known device (docs/decisions/037): a browser that signed in before keeps a signed token this long, and with it
 * tries of its own, instead of the address's, which strangers may have used up.
 */
export const DEVICE_TOKEN_TTL_DAYS = 180;
export const LOGIN_MAX_PER_DEVICE = 5;
export const LOGIN_MAX_PER_DEVICE_DAY = 20;
/**
 * Checks of a second factor outside the sign-in (turning two-factor off, a password reset), per administrator:
 * in the window, then per day. Only a session or a reset token gets there, so no stranger uses them up.
 */
export const SECOND_FACTOR_MAX = 5;
export const SECOND_FACTOR_MAX_PER_DAY = 20;
/** Recovery codes: requests per address and per client in the window. */
export const OTP_MAX_REQUESTS_PER_EMAIL = 3;
export const OTP_MAX_REQUESTS_PER_CLIENT = 10;
export const OTP_WINDOW_MS = 15 * 60 * 1000;
export const OTP_TTL_MS = 10 * 60 * 1000;
/**
 * Tries at a recovery code, in OTP_WINDOW_MS: the client that asked for it has this many of its own; any other
 * client this many for the address, and all other clients together OTP_VERIFY_MAX_PER_ADDRESS. A wrong try never
 * spends the code: a stranger's guesses cannot take the owner's code away.
 */
export const OTP_MAX_TRIES = 5;
export const OTP_VERIFY_MAX_PER_CLIENT = 10;
export const OTP_VERIFY_MAX_PER_ADDRESS = 10;
export const RESET_TOKEN_TTL_MS = 15 * 60 * 1000;
/** A link that confirms a new e-mail address for an administrator works this long, once. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;
/** Two-factor sign-in: recovery codes given when it is turned on, and how long the step after the password lasts. */
export const RECOVERY_CODE_COUNT = 10;
export const TWO_FACTOR_CHALLENGE_TTL_SECONDS = 5 * 60;
export const SESSION_TTL_HOURS_DEFAULT = 12;
/** Where the browser keeps the sign-in token (SPEC 6: local storage under an auth-token key). */
export const AUTH_TOKEN_KEY = 'authToken';

/** The page a browser gets, with its 400, for an address that cannot be read (issue 27); it answers 400 itself too. */
export const BAD_ADDRESS_PATH = '/bad-address';
