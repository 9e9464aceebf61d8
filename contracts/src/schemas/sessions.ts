/**
 * Sessions a user can see and end (issue #33, docs/decisions/0034-sign-in-security.md): each
 * sign-in is a session kept on the server; its user lists their open sessions and the ones
 * ended lately, ends any or all others, and signs out on the server; an administrator lists
 * and ends all of a user's sessions.
 */
import { z } from 'zod';

/** How a user proved who they are, as a session keeps it. */
export const SIGN_IN_METHODS = ['password', 'password+code', 'password+recovery-code', 'sso'] as const;
export type SignInMethodName = (typeof SIGN_IN_METHODS)[number];

export const SIGN_IN_METHOD_LABELS: Record<SignInMethodName, string> = {
  password: 'Password',
  'password+code': 'Password and code',
  'password+recovery-code': 'Password and recovery code',
  sso: 'Single sign-on',
};

/** Why a session ended. */
export const SESSION_END_REASONS = [
  'signed-out',
  'ended-by-user',
  'ended-by-administrator',
  'password-changed',
  'password-reset',
  'account-disabled',
  'role-changed',
  'second-factor-reset',
] as const;
export type SessionEndReasonName = (typeof SESSION_END_REASONS)[number];

export const SESSION_END_REASON_LABELS: Record<SessionEndReasonName, string> = {
  'signed-out': 'Signed out',
  'ended-by-user': 'Ended by you',
  'ended-by-administrator': 'Ended by an administrator',
  'password-changed': 'Password changed',
  'password-reset': 'Password reset',
  'account-disabled': 'Account disabled',
  'role-changed': 'Role changed',
  'second-factor-reset': 'Second factor reset',
};

/** The ended sessions a list shows: those of the last RECENT_SESSION_DAYS days, at most RECENT_SESSIONS_SHOWN. */
export const RECENT_SESSION_DAYS = 30;
export const RECENT_SESSIONS_SHOWN = 20;

/** Ended and expired sessions are deleted this many days after they expired. */
export const SESSION_KEPT_DAYS = 90;

export const SESSION_MESSAGES = {
  sessionEnded: 'The session was ended.',
  signedOut: 'You have been signed out.',
  othersEnded: (count: number) =>
    count === 0
      ? 'No other session was open.'
      : count === 1
        ? '1 other session was ended.'
        : `${count} other sessions were ended.`,
  userSessionsEnded: (count: number) =>
    count === 0
      ? 'The user had no open session.'
      : count === 1
        ? '1 session was ended.'
        : `${count} sessions were ended.`,
  sessionIdInvalid: 'Not a session',
} as const;

const SessionFieldsSchema = z.object({
  id: z.string(),
  /** The browser or client as its User-Agent named it. */
  device: z.string().nullable(),
  ip: z.string(),
  method: z.string(),
  createdAt: z.string(),
});

/** An open session; `current` marks the one the list was asked in. */
export const OpenSessionSchema = SessionFieldsSchema.extend({
  lastUsedAt: z.string(),
  expiresAt: z.string(),
  current: z.boolean(),
});
export type OpenSession = z.infer<typeof OpenSessionSchema>;

export const EndedSessionSchema = SessionFieldsSchema.extend({
  lastUsedAt: z.string(),
  endedAt: z.string(),
  endedReason: z.string(),
});
export type EndedSession = z.infer<typeof EndedSessionSchema>;

/** GET User/Sessions and User/{userId}/Sessions: the open sessions newest first, and the recently ended. */
export const SessionListSchema = z.object({
  sessions: z.array(OpenSessionSchema),
  recent: z.array(EndedSessionSchema),
});
export type SessionList = z.infer<typeof SessionListSchema>;

export const SessionIdParamsSchema = z.object({ id: z.uuid({ error: SESSION_MESSAGES.sessionIdInvalid }) });

/** How many sessions an ending ended, with its sentence. */
export const SessionsEndedSchema = z.object({ message: z.string(), ended: z.number() });
export type SessionsEnded = z.infer<typeof SessionsEndedSchema>;
