import type { LabIdentity, UpdateLabBody } from '@filmlab/api';

/** The form's values: every field as text, social links one per line ("Instagram https://..."). */
export interface LabForm {
  name: string;
  description: string;
  contactEmail: string;
  phone: string;
  address1: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  logoUrl: string;
  accent: string;
  ink: string;
  paper: string;
  socialLinks: string;
  timeZone: string;
  publicUrl: string;
}

export function formOf(lab: LabIdentity): LabForm {
  return {
    name: lab.name,
    description: lab.description,
    contactEmail: lab.contactEmail,
    phone: lab.phone,
    ...lab.address,
    address1: lab.address.address1,
    logoUrl: lab.logoUrl ?? '',
    ...lab.colors,
    socialLinks: lab.socialLinks.map((link) => `${link.label} ${link.url}`).join('\n'),
    timeZone: lab.timeZone,
    publicUrl: lab.publicUrl ?? '',
  };
}

/** "Instagram https://..." -> { label, url }: the last word is the address, the words before it the label. */
function linkOf(line: string) {
  const words = line.trim().split(/\s+/);
  const url = words.pop() ?? '';
  return { label: words.join(' ') || url, url };
}

export function bodyOf(form: LabForm): UpdateLabBody {
  return {
    name: form.name,
    description: form.description,
    contactEmail: form.contactEmail,
    phone: form.phone,
    address: { address1: form.address1, city: form.city, state: form.state, zip: form.zip, country: form.country },
    logoUrl: form.logoUrl.trim() || null,
    colors: { accent: form.accent, ink: form.ink, paper: form.paper },
    socialLinks: form.socialLinks
      .split('\n')
      .filter((line) => line.trim())
      .map(linkOf),
    timeZone: form.timeZone,
    publicUrl: form.publicUrl.trim() || null,
  };
}

/** The form field a server error names ('colors.accent', 'address.city', 'socialLinks.0.url'). */
export function formFieldOf(serverField: string): keyof LabForm | null {
  if (serverField.startsWith('socialLinks')) return 'socialLinks';
  const last = serverField.split('.').at(-1) ?? '';
  const fields: ReadonlyArray<keyof LabForm> = [
    'name',
    'description',
    'contactEmail',
    'phone',
    'address1',
    'city',
    'state',
    'zip',
    'country',
    'logoUrl',
    'accent',
    'ink',
    'paper',
    'timeZone',
    'publicUrl',
  ];
  return (fields as readonly string[]).includes(last) ? (last as keyof LabForm) : null;
}
