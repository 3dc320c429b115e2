/** A row of GET /social-media-submissions/selected as the landing gallery reads it. */
export interface SelectedSubmission {
  id: number;
  socialHandle: string | null;
  filmBrand: string | null;
  filmModel: string | null;
  thumbnailUrl: string;
  hiResUrl: string;
  midResOptimizedUrl: string;
  width: number | null;
  height: number | null;
}

/** "Kodak Portra 400", or empty when the photographer named no film. */
export const filmOf = (submission: Pick<SelectedSubmission, 'filmBrand' | 'filmModel'>): string =>
  [submission.filmBrand, submission.filmModel].filter(Boolean).join(' ');
