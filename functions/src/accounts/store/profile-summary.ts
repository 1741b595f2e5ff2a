/** Who she is, as her dashboard greets her and her booking links prefill it (read from her profile item). */
export interface ProfileSummary {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}
