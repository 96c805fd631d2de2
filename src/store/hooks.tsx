// hooks.tsx: the table store through React context, so tests and several tables never share a global.
import { createContext, useContext, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { createTableStore, type TableInit, type TableState, type TableStore } from './createTableStore';

const TableContext = createContext<TableStore | null>(null);

/** Provides a table store: a given one (tests) or one created once from `init`. */
export function TableProvider(props: { store?: TableStore; init?: TableInit; children: ReactNode }) {
  const [store] = useState(() => {
    if (props.store) return props.store;
    if (!props.init) throw new Error('TableProvider needs a store or an init');
    return createTableStore(props.init);
  });
  return <TableContext.Provider value={store}>{props.children}</TableContext.Provider>;
}

export function useTableStore(): TableStore {
  const store = useContext(TableContext);
  if (!store) throw new Error('useTable must be used inside a TableProvider');
  return store;
}

/** Reads from the table store; wrap selectors that build objects in `useShallow`. */
export function useTable<T>(selector: (state: TableState) => T): T {
  return useStore(useTableStore(), selector);
}
