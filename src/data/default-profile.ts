import type { Profile, Session } from './types';

/**
 * The profile an account starts with, before it saves one of its own: named
 * after the user (their name, else their e-mail, else 'User'), steady, with no
 * preferred strategies.
 */
export function defaultProfile(session: Session): Profile {
  return {
    id: session.userId,
    name: session.name?.trim() || session.email || 'User',
    riskTolerance: 'steady',
    preferredStrategies: [],
  };
}
