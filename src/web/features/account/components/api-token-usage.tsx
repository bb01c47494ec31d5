/** Issue 10 "Automated feeds": what a token may do, and a ready command line for this server. */
export function ApiTokenUsage() {
  const origin = window.location.origin;
  const examples = [
    `curl -H "Authorization: Bearer TOKEN" -F file=@plants.csv ${origin}/api/files`,
    `SID_TOKEN=TOKEN npx sid upload plants.csv --url ${origin}`,
  ];
  return (
    <section aria-labelledby="token-usage-title" className="space-y-2 text-sm text-slate-700">
      <h3 id="token-usage-title" className="text-base font-semibold text-slate-900">
        What a token can do
      </h3>
      <p>
        A script or a scheduled job sends the token in the header{' '}
        <code className="rounded bg-slate-100 px-1 py-0.5 text-xs">
          Authorization: Bearer TOKEN
        </code>{' '}
        to upload CSV files and to read your files, analyses, exports and reports, without your
        password.
      </p>
      <p>
        It can change nothing of your account: not your profile, password, permits or tokens, and it
        cannot delete files.
      </p>
      <p>Upload a file with curl, or with the project&apos;s own command:</p>
      <pre className="whitespace-pre-wrap break-all rounded-md bg-slate-900 px-3 py-2 font-mono text-xs leading-relaxed text-slate-100">
        <code>{examples.join('\n')}</code>
      </pre>
    </section>
  );
}
