/**
 * The session's ports before the backend has loaded. The session's screens mount
 * as soon as their code is in (a returning investor's kept journal on screen,
 * see SessionContainer); the session machine starts with them, and its first
 * calls wait here for the backend. So the screens stay mounted when the database
 * arrives, and its rows take the kept ones' place without a remount.
 */
import type { Backend } from '../../data/ports';
import type { SessionDeps } from '../../machines/session.machine';

export interface ArrivingBackend {
  auth: SessionDeps['auth'];
  store: SessionDeps['store'] & Pick<Backend['store'], 'getDecision'>;
  /** The backend has loaded; calls waiting, and every later one, go to it. A second call changes nothing. */
  arrive(backend: Backend): void;
}

export function arrivingBackend(): ArrivingBackend {
  let arrive: (backend: Backend) => void = () => {};
  const arrived = new Promise<Backend>((resolve) => {
    arrive = resolve;
  });
  const later = <T>(call: (backend: Backend) => Promise<T>) => arrived.then(call);
  return {
    arrive,
    auth: {
      getSession: () => later((backend) => backend.auth.getSession()),
      signOut: () => later((backend) => backend.auth.signOut()),
      onChange(listener) {
        let stopped = false;
        let unsubscribe = () => {};
        void arrived.then((backend) => {
          if (!stopped) unsubscribe = backend.auth.onChange(listener);
        });
        return () => {
          stopped = true;
          unsubscribe();
        };
      },
    },
    store: {
      getProfile: () => later((backend) => backend.store.getProfile()),
      saveProfile: (profile) => later((backend) => backend.store.saveProfile(profile)),
      listDecisionSummaries: (keys, limit) => later((backend) => backend.store.listDecisionSummaries(keys, limit)),
      countDecisions: () => later((backend) => backend.store.countDecisions()),
      listRiskAssessments: () => later((backend) => backend.store.listRiskAssessments()),
      listReviews: () => later((backend) => backend.store.listReviews()),
      listSharedPackets: () => later((backend) => backend.store.listSharedPackets()),
      listSecondOpinions: () => later((backend) => backend.store.listSecondOpinions()),
      getDecision: (id) => later((backend) => backend.store.getDecision(id)),
    },
  };
}
