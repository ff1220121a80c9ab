// A screen whose code loads on first use (its own chunk), like React.lazy, with two things lazy lacks
// for pages the server drew (entry-server.tsx): the server notes which screens a page used, and the
// browser loads exactly those before it hydrates, so the page hydrates whole in one pass (React.lazy
// suspends on its first render even when its code is already there, leaving that part of the page
// dead until a second pass).
import { use, useContext, type ComponentType } from 'react';
import { ServerRenderContext } from './serverRender.ts';

type Module<P> = { default: ComponentType<P> };

const loaders = new Map<string, () => Promise<unknown>>();

/**
 * A lazily loaded screen; `load()` starts loading its code ahead of its first draw, `screenName` names
 * it for loadScreens (a route's loader, app/loaders.ts).
 */
export type LazyScreen<P> = ComponentType<P> & { load(): Promise<unknown>; screenName: string };

export function lazyScreen<P extends object>(name: string, load: () => Promise<Module<P>>): LazyScreen<P> {
  let loaded: Module<P> | undefined;
  let loading: Promise<Module<P>> | undefined;
  const start = () =>
    (loading ??= load().then((module) => {
      loaded = module;
      return module;
    }));
  if (loaders.has(name)) throw new Error(`Two screens are named ${name}`);
  loaders.set(name, start);

  function Screen(props: P) {
    useContext(ServerRenderContext)?.drew(name);
    const { default: Component } = loaded ?? use(start());
    return <Component {...props} />;
  }
  Screen.displayName = `Screen(${name})`;
  Screen.load = start;
  Screen.screenName = name;
  return Screen;
}

/** Loads the named screens (the ones the server drew the page with). Unknown names are skipped. */
export async function loadScreens(names: readonly string[]): Promise<void> {
  // A screen that fails to load here is asked for again when drawn (and shows its error there). A
  // screen's module may name screens of its own (a tool screen's result view): those are known once
  // it has loaded, so the names still unknown are asked again after each round that loaded some.
  let pending = [...names];
  while (pending.length > 0) {
    const known = pending.filter((name) => loaders.has(name));
    if (known.length === 0) return;
    await Promise.allSettled(known.map((name) => loaders.get(name)!()));
    pending = pending.filter((name) => !known.includes(name));
  }
}
