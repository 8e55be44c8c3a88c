import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import EllipsisVertical from 'lucide-react/icons/ellipsis-vertical';
import { type ComponentType, useRef } from 'react';
import { Link } from 'react-router';

export interface MenuAction {
  key: string;
  label: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  /** A link to follow… */
  to?: string;
  /** …or what choosing it does. */
  onSelect?: () => void;
  danger?: boolean;
  disabled?: boolean;
}

const ITEM =
  'flex min-h-10 w-full cursor-pointer items-center gap-2 rounded-md px-3 text-left text-sm font-semibold outline-none select-none data-[disabled]:cursor-default data-[disabled]:opacity-50 data-[highlighted]:bg-light';

/**
 * A row's actions behind one kebab button: it says it opens a menu, the arrow keys move through
 * the items, Enter chooses, Escape closes and gives the focus back to the button (Radix's menu).
 */
export function ActionsMenu({ label, actions }: { label: string; actions: readonly MenuAction[] }) {
  // A chosen action runs once the menu has closed and given the focus back to its button, so
  // that a dialog it opens returns the focus there too.
  const chosen = useRef<(() => void) | null>(null);
  return (
    // Not modal: a dialog opened from an item must find the page usable.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={label}
        title={label}
        className="grid size-9 place-items-center rounded-lg text-primary hover:bg-light data-[state=open]:bg-light"
      >
        <EllipsisVertical className="size-5" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          collisionPadding={8}
          className="z-40 min-w-48 rounded-lg bg-white p-1 text-title shadow-lg ring-1 ring-black/10"
          onCloseAutoFocus={() => {
            // Radix gives the focus back right after this handler.
            const run = chosen.current;
            chosen.current = null;
            if (run) queueMicrotask(run);
          }}
        >
          {actions.map((action) => {
            const look = `${ITEM} ${action.danger ? 'text-red-700' : ''}`;
            const content = (
              <>
                <action.icon className="size-4 shrink-0" aria-hidden="true" />
                {action.label}
              </>
            );
            return action.to ? (
              <DropdownMenu.Item key={action.key} asChild disabled={action.disabled} className={look}>
                <Link to={action.to}>{content}</Link>
              </DropdownMenu.Item>
            ) : (
              <DropdownMenu.Item
                key={action.key}
                disabled={action.disabled}
                onSelect={() => {
                  chosen.current = action.onSelect ?? null;
                }}
                className={look}
              >
                {content}
              </DropdownMenu.Item>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
