/**
 * Forwards what an actor emits, and its end, to a container's callbacks. The
 * callbacks are read through a ref, so a parent passing new functions on every
 * render neither resubscribes nor ever has an old one called.
 */
import { useEffect, useRef } from 'react';
import type { ActorRefFrom, AnyActorLogic, AnyActorRef, EmittedFrom, OutputFrom } from 'xstate';

export type EmittedHandlers<TLogic extends AnyActorLogic> = {
  [TType in EmittedFrom<TLogic>['type']]?: (event: Extract<EmittedFrom<TLogic>, { type: TType }>) => void;
};

export function useActorEvents<TLogic extends AnyActorLogic>(
  actor: ActorRefFrom<TLogic>,
  handlers: EmittedHandlers<TLogic>,
  onDone?: (output: OutputFrom<TLogic>) => void,
): void {
  const latest = useRef({ handlers, onDone });
  latest.current = { handlers, onDone };
  useEffect(() => {
    // ActorRefFrom of a type parameter does not resolve to its methods; every actor ref has them.
    const ref = actor as unknown as AnyActorRef;
    const handlerOf = (type: string) =>
      (latest.current.handlers as Record<string, ((event: unknown) => void) | undefined>)[type];
    const emitted = Object.keys(latest.current.handlers).map((type) =>
      ref.on(type, (event: unknown) => handlerOf(type)?.(event)),
    );
    const done = ref.subscribe((snapshot: { status: string; output?: unknown }) => {
      if (snapshot.status === 'done') latest.current.onDone?.(snapshot.output as OutputFrom<TLogic>);
    });
    return () => {
      for (const subscription of emitted) subscription.unsubscribe();
      done.unsubscribe();
    };
  }, [actor]);
}
