/** Word lists for realistic demo records (fictional people and companies). */

export const FIRST_NAMES = [
  'Amelia', 'Oliver', 'Isla', 'George', 'Ava', 'Noah', 'Mia', 'Arthur', 'Ivy', 'Leo', 'Freya', 'Oscar', 'Lily', 'Harry',
  'Grace', 'Jack', 'Sophia', 'Charlie', 'Rosie', 'Theo', 'Evie', 'Finley', 'Poppy', 'Alfie', 'Ella', 'Henry', 'Daisy',
  'Thomas', 'Chloe', 'Samuel', 'Zara', 'Joshua', 'Maya', 'Ethan', 'Hannah', 'Adam', 'Priya', 'Omar', 'Nadia', 'Kwame',
  'Aisha', 'Ravi', 'Mei', 'Tomasz', 'Lucia', 'Mateo', 'Sofia', 'Yusuf', 'Ines', 'Callum', 'Niamh', 'Rhys', 'Eilidh',
  'Fraser', 'Saoirse', 'Dev', 'Anika', 'Kofi', 'Elena', 'Marcus',
] as const;

export const LAST_NAMES = [
  'Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies', 'Robinson', 'Wright', 'Thompson',
  'Evans', 'Walker', 'White', 'Roberts', 'Green', 'Hall', 'Wood', 'Jackson', 'Clarke', 'Patel', 'Khan', 'Lewis', 'James',
  'Phillips', 'Mason', 'Mitchell', 'Rose', 'Davis', 'Rodriguez', 'Cox', 'Alexander', 'Morgan', 'Moore', 'Mills', 'Hughes',
  'Okafor', 'Nowak', 'Chen', 'Singh', 'Ahmed', 'Campbell', 'MacDonald', 'Murray', 'Byrne', 'Kelly', 'Fischer', 'Rossi',
] as const;

export const COMPANY_NAMES = [
  'Northwind Digital', 'Bramble & Finch Design', 'Lumen Analytics', 'Copperleaf Studio', 'Harbourlight Media',
  'Quill Legal LLP', 'Greenline Energy', 'Bluebird Ventures', 'Pixel Foundry', 'Tandem Health', 'Oakridge Consulting',
  'Fernhill Architects', 'Brightwater Labs', 'Kestrel Logistics', 'Moonrise Games', 'Juniper Finance', 'Saltmarsh Books',
  'Ironbridge Robotics', 'Velvet Fox Events', 'Thistle Cloud', 'Cobalt Recruitment', 'Lantern Learning', 'Sparrow Pay',
  'Wildflower Coffee Co', 'Redbrick Property', 'Orbit Mobility', 'Paperplane Marketing', 'Sable Security',
] as const;

export const JOB_TITLES = [
  'Founder', 'CEO', 'CTO', 'Product Manager', 'Software Engineer', 'Designer', 'Marketing Lead', 'Account Manager',
  'Data Analyst', 'Operations Manager', 'Consultant', 'Sales Executive', 'Office Manager', 'Developer', 'Copywriter',
] as const;

export const STREETS = ['Old Street', 'Great Eastern Street', 'Curtain Road', 'Rivington Street', 'Bank Street', 'Canada Square', 'Leith Walk'] as const;
export const CITIES = ['London', 'Manchester', 'Bristol', 'Leeds', 'Edinburgh', 'Brighton'] as const;

export const GUEST_ORIGINS = ['Website', 'Referral', 'Walk-in', 'Event', 'Broker', 'Social media'] as const;

/** [category, products [name, price pence, happy-hour price pence]]. */
export const MENU: readonly (readonly [string, string, readonly (readonly [string, number, number])[]])[] = [
  ['Coffee', 'Espresso-based drinks made to order', [['Espresso', 220, 180], ['Flat White', 320, 250], ['Cappuccino', 330, 260], ['Oat Latte', 360, 290]]],
  ['Tea', 'Loose-leaf teas', [['English Breakfast', 250, 200], ['Green Tea', 250, 200], ['Chai Latte', 340, 280]]],
  ['Soft Drinks', 'Chilled cans and bottles', [['Sparkling Water', 180, 150], ['Orange Juice', 280, 220], ['Kombucha', 350, 300]]],
  ['Snacks', 'Something to keep you going', [['Croissant', 260, 200], ['Banana Bread', 300, 250], ['Granola Pot', 420, 350], ['Crisps', 150, 120]]],
  ['Lunch', 'Made fresh every morning', [['Falafel Wrap', 650, 550], ['Soup of the Day', 550, 450], ['Chicken Caesar Salad', 780, 650]]],
  ['Beer & Wine', 'Friday drinks', [['Pale Ale', 550, 400], ['House Red', 650, 500], ['Alcohol-free Lager', 450, 350]]],
];
