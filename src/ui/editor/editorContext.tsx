// editorContext.tsx: the editor's store through React context (one per editor screen, as the table).
import { createContext, useContext, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { Draft } from '../../store/editorDraft';
import { createEditorStore, type EditorState, type EditorStore } from '../../store/editorStore';

const EditorContext = createContext<EditorStore | null>(null);

export function EditorProvider({ store, children }: { store?: EditorStore; children: ReactNode }) {
  const [own] = useState(() => store ?? createEditorStore());
  return <EditorContext.Provider value={own}>{children}</EditorContext.Provider>;
}

export function useEditorStore(): EditorStore {
  const store = useContext(EditorContext);
  if (!store) throw new Error('useEditor must be used inside an EditorProvider');
  return store;
}

/** Reads from the editor store. */
export function useEditor<T>(selector: (state: EditorState) => T): T {
  return useStore(useEditorStore(), selector);
}

/** The draft and a function that applies one edit to it (one undo step). */
export function useDraft(): [Draft, (change: (draft: Draft) => Draft) => void] {
  return [useEditor((s) => s.draft), useEditor((s) => s.edit)];
}
