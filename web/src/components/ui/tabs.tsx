import { createContext, use, useId, useState, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { HORIZONTAL_KEYS, moveFocusBetween } from './focus-keys';

interface TabsState {
  value: string;
  select: (value: string) => void;
  baseId: string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const tabs = use(TabsContext);
  if (!tabs) throw new Error('A tab or tab panel is outside Tabs');
  return tabs;
}

const idsOf = (baseId: string, value: string) => ({ tab: `${baseId}tab-${value}`, panel: `${baseId}panel-${value}` });

/**
 * Tabs as the WAI-ARIA tabs pattern describes: a tablist of buttons with role tab, aria-selected
 * and aria-controls, one tabpanel labelled by its tab; the arrow keys, Home and End move between
 * the tabs and select the one they reach (automatic activation), Tab moves into the panel. Only
 * the selected panel is in the page.
 *
 * Written here rather than taken from Radix: Radix's panel keeps a presence state for exit
 * animations we do not use and reads the panel's computed style as it mounts, a forced style
 * recalculation of the whole page inside React's commit; on the admin dashboard that was part of
 * its longest task on a phone (docs/lighthouse.md).
 */
export function Tabs({ defaultValue, className, children }: { defaultValue: string; className?: string; children: ReactNode }) {
  const [value, setValue] = useState(defaultValue);
  const baseId = useId();
  return (
    <TabsContext value={{ value, select: setValue, baseId }}>
      <div className={className}>{children}</div>
    </TabsContext>
  );
}

/** Focus moves to the tab a key reaches, and focusing a tab selects it. */
const moveBetweenTabs = moveFocusBetween('[role="tab"]', HORIZONTAL_KEYS);

export function TabsList({ className, ...props }: Omit<ComponentProps<'div'>, 'role'>) {
  return <div role="tablist" aria-orientation="horizontal" onKeyDown={moveBetweenTabs} className={cn('flex flex-wrap gap-2', className)} {...props} />;
}

export function TabsTrigger({ value, className, children }: { value: string; className?: string; children: ReactNode }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  const ids = idsOf(tabs.baseId, value);
  return (
    <button
      type="button"
      role="tab"
      id={ids.tab}
      aria-selected={selected}
      aria-controls={ids.panel}
      // One tab stop for the list: the selected tab; the arrow keys reach the others.
      tabIndex={selected ? 0 : -1}
      data-state={selected ? 'active' : 'inactive'}
      onClick={() => tabs.select(value)}
      onFocus={() => tabs.select(value)}
      className={cn(
        'inline-flex h-11 items-center justify-center rounded-full border border-plum-200 bg-white px-5 text-sm font-semibold whitespace-nowrap text-plum-800 transition-colors',
        'hover:border-plum-300 hover:bg-plum-50',
        'data-[state=active]:border-primary data-[state=active]:bg-primary data-[state=active]:text-white',
        className,
      )}
    >
      {children}
    </button>
  );
}

export function TabsContent({ value, className, children }: { value: string; className?: string; children: ReactNode }) {
  const tabs = useTabs();
  if (tabs.value !== value) return null;
  const ids = idsOf(tabs.baseId, value);
  return (
    <div role="tabpanel" id={ids.panel} aria-labelledby={ids.tab} tabIndex={0} className={cn('rounded-2xl focus-visible:outline-offset-4', className)}>
      {children}
    </div>
  );
}
