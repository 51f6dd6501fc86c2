/** Database names derived from TEST_DATABASE_URL; checked so they are safe to splice into DDL. */
export function postgresNames(url: string) {
  const parsed = new URL(url);
  const base = decodeURIComponent(parsed.pathname.slice(1));
  if (!/^[a-z0-9_]{1,40}$/.test(base)) {
    throw new Error(`TEST_DATABASE_URL must name a database of [a-z0-9_] (got "${base}")`);
  }
  const withDb = (name: string) => Object.assign(new URL(url), { pathname: `/${name}` }).toString();
  return {
    adminUrl: url,
    template: `${base}_tpl`,
    workerPrefix: `${base}_w`,
    urlFor: withDb,
  };
}
