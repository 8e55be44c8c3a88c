/** A form's outcome: the server's message on failure (role alert), or a success note (role status). */
export function FormAlert({ message, kind = 'error' }: { message: string | null; kind?: 'error' | 'success' }) {
  if (!message) return null;
  return kind === 'error' ? (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-red-800">
      {message}
    </div>
  ) : (
    <div role="status" className="rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-green-900">
      {message}
    </div>
  );
}
