export type Outcome = { ok: boolean; text: string } | null;

/** What a movement came to: a success is announced politely, a refusal at once. */
export function OutcomeMessage({ outcome }: { outcome: Outcome }) {
  return (
    <>
      <p role="status" className="text-green-800">
        {outcome?.ok ? outcome.text : ''}
      </p>
      {outcome && !outcome.ok && (
        <p role="alert" className="text-red-700">
          {outcome.text}
        </p>
      )}
    </>
  );
}
