import Check from 'lucide-react/icons/check';
import ShoppingBag from 'lucide-react/icons/shopping-bag';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/ui/classes.ts';

/** The words of a wardrobe, in its own namespace (the avatar's 'Vestir', the pet's 'Colocar'). */
export interface WardrobeWords {
  wearing: string;
  wear: string;
  takeOff: string;
  wearNamed: (name: string) => string;
  takeOffNamed: (name: string) => string;
}

/** A wardrobe: its heading with the way to the store's shelf, the last dressing error, and its shelves. */
export function Wardrobe({
  title,
  store,
  error,
  children,
}: {
  title: string;
  store: { to: string; label: string };
  error: string | null;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-1 flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-xl font-bold text-title">
          {title}
        </h2>
        <Link to={store.to} relative="path" className={`${SECONDARY_BUTTON} flex items-center gap-2`}>
          <ShoppingBag className="size-4" aria-hidden="true" />
          {store.label}
        </Link>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {children}
    </section>
  );
}

/** The owned items of one option or slot, under its name. */
export function WardrobeShelf({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h3 id={id} className="font-bold text-title">
        {title}
      </h3>
      <ul className="grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-3">{children}</ul>
    </section>
  );
}

/** One owned item: its art, its name, and the button to put it on or take it off. */
export function WardrobeItem({
  name,
  art,
  worn,
  busy,
  words,
  onWear,
  onTakeOff,
}: {
  name: string;
  art: ReactNode;
  worn: boolean;
  busy: boolean;
  words: WardrobeWords;
  onWear: () => void;
  onTakeOff: () => void;
}) {
  return (
    <li className="flex flex-col items-center gap-2 rounded-xl bg-white p-3 shadow-sm">
      {art}
      <p className="text-center text-sm font-semibold text-title">{name}</p>
      {worn ? (
        <>
          <p className="flex items-center gap-1 text-xs font-bold text-primary">
            <Check className="size-4" aria-hidden="true" />
            {words.wearing}
          </p>
          <button
            type="button"
            className={SECONDARY_BUTTON}
            disabled={busy}
            aria-label={words.takeOffNamed(name)}
            onClick={onTakeOff}
          >
            {words.takeOff}
          </button>
        </>
      ) : (
        <button
          type="button"
          className={PRIMARY_BUTTON}
          disabled={busy}
          aria-label={words.wearNamed(name)}
          onClick={onWear}
        >
          {words.wear}
        </button>
      )}
    </li>
  );
}
