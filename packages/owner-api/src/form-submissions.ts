/** The site forms' submissions as the owner API answers them (GET /api/owner/form-submissions). */

export interface FormSubmissionFile {
  /** Random id: GET /api/owner/form-files/{file_id} downloads it with the owner's session. */
  file_id: string;
  field_id: string;
  name: string;
  /** The type its bytes showed (file-type), not the one the visitor's browser claimed. */
  type: string;
  size: number;
}

export interface FormSubmission {
  id: string;
  created_at: string;
  page_id: number;
  form_id: string;
  form_name: string;
  /** Values by field id (checkbox fields: a list; acceptance: 'on'). */
  fields: Record<string, string | string[]>;
  files: FormSubmissionFile[];
}

export interface FormSubmissionsAnswer {
  /** Each with its form's current field labels by id, in the form's order (empty if the form is gone). */
  submissions: (FormSubmission & { labels: Record<string, string> })[];
  total: number;
  page: number;
  page_size: number;
}
