/** What the server said when a step was not saved. */
export function StepError({ error }: { error: Error | null }) {
  if (!error) return null;
  return (
    <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
      {error.message}
    </p>
  );
}
