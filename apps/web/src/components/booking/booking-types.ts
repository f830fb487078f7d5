// The bookings shapes agreed with the bookings-api helper (briefs/bookings-shared.md). They move to
// `@clubspace/contract` (bookings.ts) once it lands; screens import them from here only.
export type BookingStatus = 'active' | 'inactive' | 'alert' | 'finished' | 'cancelled' | 'pre_paid' | 'refund';
export type BookingType = 'hot_desk' | 'meeting_room' | 'desk' | 'suite';
export type BookingOrigin = 'regular' | 'trial' | 'complimentary' | 'referral' | 'deference';

interface Ref {
  slug: string;
  name: string;
}

export interface BookingItem {
  id: number;
  code: string;
  booking_type: BookingType;
  origin: BookingOrigin;
  status: BookingStatus;
  create_date: string;
  single_price: number | string | null;
  price: number | string | null;
  planned_start: string;
  planned_end: string;
  real_start: string | null;
  real_end: string | null;
  office: Ref;
  floor: Ref | null;
  work_area: Ref | null;
  resource: (Ref & { resource_type: string }) | null;
  member: { slug: string; user: { first_name: string; last_name: string } } | null;
  guest: (Ref & { email: string | null }) | null;
  team: Ref | null;
  client: Ref | null;
  membership: { slug: string } | null;
  invoice_line: { slug: string; status: string; payment_reference: string | null } | null;
  pre_paid: boolean;
  payNow: boolean;
  paid: boolean;
  complimentary: boolean;
  capacity: number;
  credits_used: number;
  comments: string | null;
}

export interface BookingDetail extends BookingItem {
  orders: { slug: string; code: string; status: string; price: number | string }[];
  related_bookings: { code: string; [k: string]: unknown }[];
}

export interface BookingEntry {
  start: string;
  end: string;
  office: string;
  team?: string | null;
  member?: string | null;
  booking_type: BookingType;
  resource?: string | null;
  price?: number | null;
  payNow?: boolean;
  pre_paid?: boolean | string | null;
  work_area?: string | null;
  floor?: string | null;
  guest?: string | Record<string, string> | null;
  client?: string | null;
  origin: BookingOrigin;
  capacity?: number;
  comments?: string | null;
  paid?: boolean;
  complimentary?: boolean;
}

export interface BookingUpdate {
  booking_type?: BookingType;
  origin?: BookingOrigin;
  status?: BookingStatus;
  office?: string;
  work_area?: string | null;
  resource?: string | null;
  planned_start?: string;
  planned_end?: string;
  member?: string | null;
  guest?: string | null;
  team?: string | null;
  membership?: string | null;
  invoice_line?: string | null;
  single_price?: number | null;
  comments?: string | null;
}

export interface MapResource {
  slug: string;
  name: string;
  identifier: string | null;
  resource_type: string;
  status: string;
  capacity: number;
  color: string | null;
  x: number | null;
  y: number | null;
  work_area: Ref | null;
  floor?: Ref | null;
  map_status: 'free' | 'booked' | 'inactive';
}

export interface SpaceAvailability {
  bookings: BookingItem[];
  num_bookings: number;
  occupancy: number;
  office_resources: MapResource[];
}

export interface MeetingRoomAvailability {
  status: 'busy' | 'free';
  price: number | string;
  credits: number;
  available_credits: number;
}

export interface DeskPrice {
  full_price: number | string;
  pending_after_prepaid: number | string;
  selected_prepaids: { code: string; single_price: number | string; create_date: string }[];
}
