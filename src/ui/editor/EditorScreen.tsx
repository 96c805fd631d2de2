// EditorScreen.tsx: this screen is being built (see the open issues); the page shell already routes to it.
export default function EditorScreen(_props: { lesson?: string | null }) {
  return <p className="text-sm text-stone-600">…</p>;
}
