import { ApiError } from '../errors';
import { describeProblem, jsonProblem, type InputProblem } from '../http/input-check';

/**
 * Length limits of the auth service's fields, by name, tighter than input-check's ceiling. The web app
 * sends the email's local part as the name, so a name may be as long as an address (254, RFC 5321).
 * Passwords are left to the auth service's own rule (8 to 15 characters, its own message).
 */
export const AUTH_FIELD_LIMITS: Readonly<Record<string, number>> = {
  name: 256,
  email: 254,
  image: 2048,
  callbackURL: 2048,
  newUserCallbackURL: 2048,
  errorCallbackURL: 2048,
  redirectTo: 2048,
  token: 4096,
};

/**
 * The auth service (Better Auth) reads its own bodies and writes what it reads straight to the database,
 * so its requests are checked here first, like readJson checks ours (decision 0011): the same text rules
 * (no NUL, no lone surrogate, a length limit on every field) for its two body types, JSON and forms.
 * Any other type is left to the auth service, which refuses it (415). Throws ApiError 400.
 */
export async function checkAuthRequest(request: Request): Promise<void> {
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
  return jsonProblem(value, { fieldLimits: AUTH_FIELD_LIMITS });
}

function formBodyProblem(text: string): InputProblem | undefined {
  // Each pair on its own: a repeated name must not hide a bad first value behind a good second one.
  for (const [name, value] of new URLSearchParams(text)) {
    const problem = jsonProblem({ [name]: value }, { fieldLimits: AUTH_FIELD_LIMITS });
    if (problem) return problem;
  }
  return undefined;
}
