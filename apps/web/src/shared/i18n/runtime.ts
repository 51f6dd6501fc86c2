import type { Namespace, Resources, TFunction } from './keys';
import { interpolate, resolveMessage, type Messages, type TOptions } from './translate';

/** Reads one locale file: the namespace's messages in that language. */
export type LoadNamespace = (language: string, namespace: string) => Promise<Messages>;

/** Option names are i18next's, which this runtime replaced (decision 021): call sites kept them. */
export interface InitOptions {
  lng: string;
  /** Looked in when the language lacks a key; its files load with the language's. */
  fallbackLng?: string | false;
  /** Namespaces loaded before `init` resolves. */
  ns?: readonly string[];
  /** The namespace of keys written without `ns:`. */
  defaultNS?: string;
  /** Bundles given up front, language → namespace → messages (tests). */
  resources?: Record<string, Record<string, Messages>>;
  /** Reads the bundles that were not given; without it a missing bundle stays missing. */
  load?: LoadNamespace;
}

export interface I18n {
  /** Empty until `init`. */
  readonly language: string;
  readonly defaultNS: string;
  readonly isInitialized: boolean;
  init(options: InitOptions): Promise<void>;
  t: TFunction;
  /** `t` for keys of `namespace`; it follows the current language. */
  getFixedT<N extends Namespace>(namespace: N): TFunction<N>;
  exists(key: string): boolean;
  getResourceBundle<N extends Namespace>(language: string, namespace: N): Resources[N] | undefined;
  addResourceBundle(language: string, namespace: string, messages: Messages): void;
  /** Settled (loaded or failed) in the language and its fallback. */
  hasLoadedNamespace(namespace: string): boolean;
  /** Loads them in the current language; never rejects (a failed file is logged, its keys show). */
  loadNamespaces(namespaces: readonly string[]): Promise<void>;
  /** Loads every namespace used so far in `language`, then switches: no key flashes untranslated. */
  changeLanguage(language: string): Promise<void>;
  /** Called after a language change or a new bundle (useSyncExternalStore's subscribe). */
  subscribe(listener: () => void): () => void;
}

const NS_SEPARATOR = ':';

export function createInstance(): I18n {
  let language = '';
  let fallback: string | false = false;
  let defaultNS = 'common';
  let initialized = false;
  let load: LoadNamespace | undefined;
  let switchingTo = '';
  const bundles = new Map<string, Messages>();
  // `language/namespace` → its load, settled once the bundle is stored or its failure logged.
  const files = new Map<string, Promise<void>>();
  const settled = new Set<string>();
  const used = new Set<string>();
  const listeners = new Set<() => void>();

  const fileKey = (lng: string, ns: string) => `${lng}/${ns}`;
  const emit = () => listeners.forEach((listener) => listener());
  const languagesOf = (lng: string) => (fallback && fallback !== lng ? [lng, fallback] : [lng]);

  function addBundle(lng: string, ns: string, messages: Messages) {
    bundles.set(fileKey(lng, ns), messages);
    settled.add(fileKey(lng, ns));
  }

  function loadFile(lng: string, ns: string): Promise<void> {
    const key = fileKey(lng, ns);
    let file = files.get(key);
    if (!file) {
      file =
        settled.has(key) || !load
          ? Promise.resolve()
          : load(lng, ns)
              .then(
                (messages) => void bundles.set(key, messages),
                (error: unknown) => console.error(`Locale file ${key} failed to load`, error),
              )
              .then(() => {
                settled.add(key);
                emit();
              });
      files.set(key, file);
    }
    return file;
  }

  // The same request gets the same promise: a suspended component is retried when it settles.
  const loads = new Map<string, Promise<void>>();
  function loadIn(lng: string, namespaces: readonly string[]): Promise<void> {
    namespaces.forEach((ns) => used.add(ns));
    const key = `${lng}:${namespaces.join()}`;
    let loading = loads.get(key);
    if (!loading) {
      loading = Promise.all(languagesOf(lng).flatMap((l) => namespaces.map((ns) => loadFile(l, ns)))).then(
        () => undefined,
      );
      loads.set(key, loading);
    }
    return loading;
  }

  function split(key: string, ns: string): [string, string] {
    const at = key.indexOf(NS_SEPARATOR);
    return at < 0 ? [ns, key] : [key.slice(0, at), key.slice(at + NS_SEPARATOR.length)];
  }

  function find(key: string, ns: string, count?: unknown): { message?: string; path: string } {
    const [namespace, path] = split(key, ns);
    const sources = languagesOf(language).map((l) => ({
      language: l,
      messages: bundles.get(fileKey(l, namespace)),
    }));
    return { message: resolveMessage(sources, path, count), path };
  }

  function translate(key: string, options: TOptions | undefined, ns: string): string {
    const { message, path } = find(key, ns, options?.count);
    // Missing: the default value if given, else the key without its namespace (as i18next did).
    const text = message ?? options?.defaultValue;
    return text === undefined ? path : interpolate(text, options);
  }

  const getFixedT = <N extends Namespace>(ns: N) =>
    ((key: string, options?: TOptions) => translate(key, options, ns)) as TFunction<N>;

  return {
    get language() {
      return language;
    },
    get defaultNS() {
      return defaultNS;
    },
    get isInitialized() {
      return initialized;
    },
    async init(options) {
      language = options.lng;
      fallback = options.fallbackLng ?? false;
      defaultNS = options.defaultNS ?? defaultNS;
      load = options.load;
      for (const [lng, namespaces] of Object.entries(options.resources ?? {})) {
        for (const [ns, messages] of Object.entries(namespaces)) addBundle(lng, ns, messages);
      }
      initialized = true;
      await loadIn(language, options.ns ?? [defaultNS]);
      emit();
    },
    t: ((key: string, options?: TOptions) => translate(key, options, defaultNS)) as TFunction,
    getFixedT,
    exists: (key) => find(key, defaultNS).message !== undefined,
    // Typed from the source locale: every locale file has its keys (locales.test.ts).
    getResourceBundle: <N extends Namespace>(lng: string, ns: N) =>
      bundles.get(fileKey(lng, ns)) as Resources[N] | undefined,
    addResourceBundle(lng, ns, messages) {
      addBundle(lng, ns, messages);
      emit();
    },
    // Without a loader there is nothing to wait for: what was given is all there is.
    hasLoadedNamespace: (ns) => !load || languagesOf(language).every((l) => settled.has(fileKey(l, ns))),
    loadNamespaces: (namespaces) => loadIn(language, namespaces),
    async changeLanguage(lng) {
      switchingTo = lng;
      await loadIn(lng, [...used]);
      // A later call won the race: its language stands.
      if (switchingTo !== lng || language === lng) return;
      language = lng;
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's instance: the shell, the pages and the API client's messages. */
const i18n = createInstance();
export default i18n;
