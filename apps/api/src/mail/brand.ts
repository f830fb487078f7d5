import { THEME_DEFAULTS, UPLOADS_PATH, contrastText, parseHex, readableOn } from '@clubspace/contract';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { clients } from '../db/schema/index.ts';

/** What an e-mail's layout shows of the operator who sends it: name, logo and theme colours. */
export interface MailBrand {
  name: string;
  /** An absolute http(s) URL of the logo, or null (no logo, or one only kept as a data: URL). */
  logoUrl: string | null;
  /** The header band (the theme's navigation colour) and the text on it. */
  headerColor: string;
  headerText: string;
  /** Buttons (the theme's button colour) and their text; links use a shade readable on white. */
  buttonColor: string;
  buttonText: string;
  linkColor: string;
}

/** Clubspace's own messages (sign-up, password reset): no operator sends them. */
export const CLUBSPACE_BRAND: MailBrand = brandOf('Clubspace', null, null, null);

function colour(value: string | null | undefined, fallback: string) {
  return value && parseHex(value) ? value.toUpperCase() : fallback;
}

/** A logo mail clients can load: an absolute http(s) URL as is, one of our uploads under the public URL. */
export function mailLogoUrl(logo: string | null | undefined, publicUrl: string | null): string | null {
  const l = logo?.trim();
  if (!l) return null;
  if (/^https?:\/\//i.test(l)) return l;
  if (l.startsWith(UPLOADS_PATH) && publicUrl) return `${publicUrl.replace(/\/+$/, '')}${l}`;
  // data: URLs are blocked by most mail clients (and can be megabytes): the layout shows the name instead.
  return null;
}

export function brandOf(name: string, logoUrl: string | null, navigation: string | null, button: string | null): MailBrand {
  const headerColor = colour(navigation, THEME_DEFAULTS.navigation_color);
  const buttonColor = colour(button, THEME_DEFAULTS.button_color);
  return {
    name,
    logoUrl,
    headerColor,
    headerText: contrastText(headerColor),
    buttonColor,
    buttonText: contrastText(buttonColor),
    linkColor: readableOn('#FFFFFF', buttonColor),
  };
}

/** The operator's brand from its theme (clients row); Clubspace's own without an operator. A data: logo is not read. */
export async function loadBrand(db: Executor, clientId: number | null | undefined, publicUrl: string | null): Promise<MailBrand> {
  if (!clientId) return CLUBSPACE_BRAND;
  const [row] = await db
    .select({
      name: clients.name,
      logo: sql<string | null>`case when ${clients.logo} like 'data:%' then null else ${clients.logo} end`,
      navigation: clients.navigationColor,
      button: clients.buttonColor,
    })
    .from(clients)
    .where(eq(clients.id, clientId))
    .limit(1);
  if (!row) return CLUBSPACE_BRAND;
  return brandOf(row.name, mailLogoUrl(row.logo, publicUrl), row.navigation, row.button);
}
