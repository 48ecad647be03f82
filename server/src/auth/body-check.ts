import { ApiError } from '../errors';
import { describeProblem, jsonProblem, type InputProblem, type TextFieldRule } from '../http/input-check';

/**
 * The auth service's text fields, by name: each must be text (the image may be null) within a length
 * limit tighter than input-check's ceiling. Better Auth checks the types of some bodies only when it
 * writes them (update-user with `{"name": false}` failed in its database adapter, a 500). The web app
 * sends the email's local part as the name, so a name may be as long as an address (254, RFC 5321).
 * Passwords are left to the auth service's own rule (8 to 15 characters, its own message).
 */
const AUTH_TEXT_FIELDS: Readonly<Record<string, TextFieldRule>> = {
  name: { maxLength: 256 },
  email: { maxLength: 254 },
  image: { maxLength: 2048, nullable: true },
  callbackURL: { maxLength: 2048 },
  newUserCallbackURL: { maxLength: 2048 },
  errorCallbackURL: { maxLength: 2048 },
  redirectTo: { maxLength: 2048 },
  token: { maxLength: 4096 },
};

/**
 * The auth service (Better Auth) reads its own bodies and writes what it reads straight to the database,
 * so its requests are checked here first, like readJson checks ours (decision "Input hardening"): the same
 * text rules (no NUL, no lone surrogate, a length limit on every field), and its text fields must be text,
 * for its two body types, JSON and forms.
 * Any other type is left to the auth service, which refuses it (415). Throws ApiError 400.
 */
export async function checkAuthRequest(request: Request): Promise<void> {
  checkQueryUrls(new URL(request.url).searchParams);
  if (request.method === 'GET' || request.method === 'HEAD') return;
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
  const isJson = type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
  const isForm = type === 'application/x-www-form-urlencoded';
  if (!isJson && !isForm) return;
  const text = await request.clone().text();
  if (text.trim() === '') return;
  const problem = isJson ? jsonBodyProblem(text) : formBodyProblem(text);
  if (problem) throw new ApiError(400, describeProblem(problem));
}

function jsonBodyProblem(text: string): InputProblem | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'Malformed JSON body');
  }
  return jsonProblem(value, { textFields: AUTH_TEXT_FIELDS });
}

function formBodyProblem(text: string): InputProblem | undefined {
  // Each pair on its own: a repeated name must not hide a bad first value behind a good second one.
  for (const [name, value] of new URLSearchParams(text)) {
    const problem = jsonProblem({ [name]: value }, { textFields: AUTH_TEXT_FIELDS });
    if (problem) return problem;
  }
  return undefined;
}

/** Query parameters the auth service turns into a redirect. */
const REDIRECT_PARAMS = ['callbackURL', 'newUserCallbackURL', 'errorCallbackURL', 'redirectTo'] as const;

/**
 * A redirect target in the query must be a path on this site or an absolute http(s) URL (whose
 * origin the auth service then checks against its trusted origins). Anything else made it throw while
 * building the redirect (`new URL("xxx")` in verify-email's error path, a 500): refused here with 400.
 */
function checkQueryUrls(query: URLSearchParams): void {
  for (const name of REDIRECT_PARAMS) {
    for (const value of query.getAll(name)) {
      if (value === '' || isRedirectTarget(value)) continue;
      throw new ApiError(400, `${name} must be a path on this site or an absolute http(s) URL`);
    }
  }
}

function isRedirectTarget(value: string): boolean {
  if (value.length > 2048) return false;
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
