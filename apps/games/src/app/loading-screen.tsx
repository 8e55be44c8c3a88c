import { TEXTS } from '../texts.ts';

export function LoadingScreen() {
  return (
    <main className="screen" aria-busy="true">
      <section className="panel skeleton">
        <span className="sr-only">{TEXTS.loading}</span>
        <div className="bone title" />
        <div className="bone" />
        <div className="bone short" />
        <div className="bone button" />
      </section>
    </main>
  );
}
