import { escapeHtml } from "./html.ts";

export interface ConsentAccount {
  email: string;
  name: string;
}

/**
 * The local stand-in for Google's consent screen, shown when no Google client
 * credentials are configured: pick an existing user or type an email and name.
 * Both forms post to authorize/local (relative to /auth/v1/authorize).
 */
export function renderConsentPage(
  state: string,
  accounts: ConsentAccount[],
  error?: string,
): string {
  const stateField = `<input type="hidden" name="state" value="${escapeHtml(state)}">`;
  const picks = accounts
    .map(
      (account) => `
        <li><button type="submit" name="email" value="${escapeHtml(account.email)}">
          <span class="name">${escapeHtml(account.name)}</span>
          <span class="email">${escapeHtml(account.email)}</span>
        </button></li>`,
    )
    .join("");
  const existing = accounts.length
    ? `<form method="post" action="authorize/local">
        ${stateField}
        <fieldset>
          <legend>Continue as an existing user</legend>
          <ul>${picks}</ul>
        </fieldset>
      </form>`
    : "";
  const alert = error ? `<p role="alert" class="error">${escapeHtml(error)}</p>` : "";
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Sign in with Google (local)</title>
  <style>
    body { font-family: system-ui, sans-serif; background: #f4f5f7; color: #1f2328; margin: 0; }
    main { max-width: 28rem; margin: 3rem auto; background: #fff; padding: 2rem; border-radius: 0.75rem;
           box-shadow: 0 1px 4px rgb(0 0 0 / 0.12); }
    h1 { font-size: 1.4rem; margin-top: 0; }
    fieldset { border: 0; padding: 0; margin: 1.5rem 0 0; }
    legend { font-weight: 600; margin-bottom: 0.5rem; }
    ul { list-style: none; padding: 0; margin: 0; display: grid; gap: 0.5rem; }
    button { font: inherit; cursor: pointer; border-radius: 0.5rem; }
    li button { width: 100%; text-align: left; padding: 0.6rem 0.8rem; border: 1px solid #d0d7de; background: #fff; }
    li button:hover, li button:focus-visible { border-color: #1a73e8; background: #f1f6fe; }
    .name { display: block; font-weight: 600; }
    .email { display: block; color: #57606a; font-size: 0.9rem; }
    label { display: block; margin: 0.75rem 0 0.25rem; }
    input[type=email], input[type=text] { width: 100%; box-sizing: border-box; padding: 0.5rem; font: inherit;
           border: 1px solid #8c959f; border-radius: 0.4rem; }
    .continue { margin-top: 1rem; padding: 0.55rem 1.2rem; border: 0; background: #1a73e8; color: #fff; }
    :focus-visible { outline: 3px solid #1a73e8; outline-offset: 2px; }
    .error { color: #b3261e; font-weight: 600; }
    .note { color: #57606a; }
  </style>
</head>
<body>
  <main>
    <h1>Sign in with Google (local)</h1>
    <p class="note">No Google client credentials are configured, so the local stand-in plays Google's part.
      Choose who to sign in as; no Google account is contacted.</p>
    ${alert}
    ${existing}
    <form method="post" action="authorize/local">
      ${stateField}
      <fieldset>
        <legend>${accounts.length ? "Or use another account" : "Use an account"}</legend>
        <label for="email">Email</label>
        <input id="email" name="email" type="email" required autocomplete="email">
        <label for="name">Name</label>
        <input id="name" name="name" type="text" autocomplete="name">
        <button class="continue" type="submit">Continue</button>
      </fieldset>
    </form>
  </main>
</body>
</html>`;
}
