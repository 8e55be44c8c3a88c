const loading = new Map<string, Promise<void>>();

/** Adds a third-party script once per page; later calls share the first load. A failed load may be retried. */
export function loadScript(src: string, name: string): Promise<void> {
  const pending = loading.get(src);
  if (pending) return pending;
  const load = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.dataset.widget = name;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      loading.delete(src);
      reject(new Error(`could not load the ${name} script from ${src}`));
    };
    document.body.append(script);
  });
  loading.set(src, load);
  return load;
}
