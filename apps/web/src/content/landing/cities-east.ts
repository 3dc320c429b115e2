// City landing copy: the Northeast, the Mid-Atlantic and the Ohio Valley, one to three ground days
// from the lab in Brooklyn.
import { cityPage } from './steps';
import type { CityLandingContent } from './types';

export const EAST_CITIES: readonly CityLandingContent[] = [
  cityPage({
    slug: 'new-york',
    city: 'New York',
    state: 'NY',
    bgImg: 'city-skyline-dusk',
    title: 'Film Developing in New York City',
    description:
      'Shooting film in New York? Walk your rolls to our Brooklyn drop-off or mail them from any borough, and see C-41, B&W, E-6 and ECN-2 scans land in your account.',
    sectionTitle: 'From Any Borough to Our Brooklyn Lab',
    sectionPointsSubtitle:
      'Walk your rolls over or put them in the mail; either way they are on our bench within a day.',
    setup:
      'Create a free account and add your rolls. Choose drop-off in Brooklyn, or print the free shipping label from your account.',
    ship: 'Bring the box to our Brooklyn drop-off, or hand it to any carrier in the five boroughs: most packages arrive the next business day. In winter, let cold film warm up in its canister before opening it.',
    receive:
      'Scans land in your account roll by roll. Tag them by neighborhood, from Coney Island boardwalk to the Bushwick walls, and share a whole roll with one link.',
    freeShippingPoint: 'Free Labels or Brooklyn Drop-Off',
    fastPrintTurnaroundPoint: 'Prints Back Across the River Fast',
    eshopPointsSubtitle:
      'Cold-stored 35mm and 120 film delivered in the city, so you can stop checking three shops for Portra.',
    communitySubtitle:
      'New York as the photographers who develop with {lab} see it: trains, stoops, rooftops and crowds.',
    reviewsSubtitle: 'New Yorkers on trusting their negatives to a lab down the street.',
  }),
  cityPage({
    slug: 'philadelphia',
    city: 'Philadelphia',
    state: 'PA',
    bgImg: 'brownstone-street',
    title: 'Mail-In Film Developing for Philadelphia',
    description:
      'Philly film photographers: rolls sent up I-95 reach us in a day or two. Color, black and white, slide and cine stock, developed by hand and scanned in hi-res.',
    sectionTitle: 'Philly Film, Developed an Hour Up the Turnpike',
    sectionPointsSubtitle:
      'A short trip north on the truck: your negatives spend more time in the tank than in transit.',
    ship: 'Ground service from Philadelphia usually reaches Brooklyn in one or two business days. Pack each roll in its canister or foil and fill the gaps in the box so nothing rattles.',
    receive:
      'Your scans post to your account as each roll is done. Philadelphia is a city of murals and rowhouses; shoot them in the low side light of an autumn afternoon and the brick glows.',
    freeShippingPoint: 'Free Labels From Any Philly Zip Code',
    fastPrintTurnaroundPoint: 'Prints on the Way Back to Philly Quickly',
    eshopPointsSubtitle: 'Fresh 35mm and 120 stock kept cold until it ships down I-95 to you.',
    communitySubtitle: 'South Street, Fishtown and the Schuylkill, as our Philadelphia members shoot them.',
    reviewsSubtitle: 'Why Philadelphia photographers mail their film to {lab}.',
  }),
  cityPage({
    slug: 'boston',
    city: 'Boston',
    state: 'MA',
    bgImg: 'brownstone-street',
    title: 'Film Processing for Boston Photographers',
    description:
      'Boston film reaches us in one to two days. We process 35mm, 120 and disposables, scan every frame and ship negatives back sleeved if you like. Free label.',
    sectionTitle: 'Boston to Brooklyn in a Day or Two',
    sectionPointsSubtitle: 'Three steps, whatever the weather is doing on the Charles.',
    ship: 'Most Boston packages reach Brooklyn within two business days. Before a nor\u2019easter, seal the rolls in a zip bag inside the box so melting snow on a porch cannot reach them.',
    receive:
      'Find your scans in your account, ready to download or share. Back Bay brownstones and the harbor in October foliage are classic Boston frames; slow color film handles the bright autumn sun.',
    freeShippingPoint: 'Free Shipping Labels Across Greater Boston',
    fastPrintTurnaroundPoint: 'Prints Headed Back to New England Fast',
    eshopPointsSubtitle: 'Stock up on film before winter: cold-stored rolls shipped up the coast.',
    communitySubtitle: 'Beacon Hill, Fenway and the North Shore, through Boston members\u2019 cameras.',
    reviewsSubtitle: 'Boston shooters on the lab that scans their film.',
  }),
  cityPage({
    slug: 'washington',
    city: 'Washington',
    state: 'DC',
    bgImg: 'city-skyline-dusk',
    title: 'Film Developing for Washington, DC',
    description:
      'From the District to our Brooklyn lab is about two days by ground. Send C-41, B&W, E-6 or ECN-2, get careful scans and keep every roll organized online.',
    sectionTitle: 'DC Rolls, Processed in Brooklyn',
    sectionPointsSubtitle: 'Cherry blossom season or not, your film travels the same three steps.',
    ship: 'Ground parcels from Washington usually arrive in one to two business days. Summers in the District are hot and sticky, so mail the box from a counter rather than leaving it in a warm lobby overnight.',
    receive:
      'Scans arrive in your account, sorted by roll. The Tidal Basin blossoms peak in late March or early April; get there at sunrise, before the crowds and the hard light.',
    freeShippingPoint: 'Free Labels From Anywhere in the District',
    fastPrintTurnaroundPoint: 'Prints Sent Back to DC Promptly',
    eshopPointsSubtitle: 'Cold-stored film for the monuments at night and the blossoms at dawn.',
    communitySubtitle: 'The Mall, Georgetown and U Street through the eyes of DC members.',
    reviewsSubtitle: 'Washington photographers on sending their film to {lab}.',
  }),
  cityPage({
    slug: 'baltimore',
    city: 'Baltimore',
    state: 'MD',
    bgImg: 'brownstone-street',
    title: 'Baltimore Film Developing by Mail',
    description:
      'Charm City shooters can skip the hunt for a local lab: print a prepaid label, drop the box off, and get developing, scanning, sleeving and prints in one order.',
    sectionTitle: 'Charm City Film, Developed Up the Coast',
    sectionPointsSubtitle: 'Your rolls ride I-95 north and your scans come back online.',
    ship: 'Expect one to two business days from Baltimore to our lab by ground. Drop the box at a carrier counter rather than a curbside box in July, when a parked truck can get hot.',
    receive:
      'Scans are posted to your account roll by roll. Formstone rowhouses, marble stoops and the Fells Point waterfront reward a slow walk with a fixed lens.',
    freeShippingPoint: 'Free Shipping Labels From Baltimore',
    fastPrintTurnaroundPoint: 'Prints Back in Charm City Quickly',
    eshopPointsSubtitle: 'Cold-kept 35mm and 120 film shipped to Baltimore, members paying less.',
    communitySubtitle: 'Hampden, the harbor and Highlandtown through Baltimore members\u2019 lenses.',
    reviewsSubtitle: 'What Baltimore members say about developing with {lab}.',
  }),
  cityPage({
    slug: 'virginia-beach',
    city: 'Virginia Beach',
    state: 'VA',
    bgImg: 'coastline-golden-hour',
    title: 'Film Developing for Virginia Beach',
    description:
      'Beach film from Virginia Beach, developed in Brooklyn: about two days by ground with a free label. Keep the sand out of the box and we take care of the scans.',
    sectionTitle: 'Oceanfront Rolls, Processed in Brooklyn',
    sectionPointsSubtitle: 'From the boardwalk to your account in three steps.',
    ship: 'Ground shipping from Virginia Beach usually takes about two business days. Brush sand off canisters before packing, and seal the rolls in a bag: salt air and grit are harder on film than the trip.',
    receive:
      'Your scans appear in your account, ready to share. The Atlantic faces east here, so the boardwalk is at its best at sunrise, when the light comes straight off the water.',
    freeShippingPoint: 'Free Labels From the Oceanfront',
    fastPrintTurnaroundPoint: 'Beach Prints Back to You Fast',
    eshopPointsSubtitle: 'Slow, fine-grain film for bright sand, and faster stock for grey shoulder-season days.',
    communitySubtitle: 'Surf, piers and sunrise from Virginia Beach members.',
    reviewsSubtitle: 'Coastal Virginia photographers on their lab.',
  }),
  cityPage({
    slug: 'charlotte',
    city: 'Charlotte',
    state: 'NC',
    bgImg: 'city-skyline-dusk',
    title: 'Charlotte Film Lab by Mail',
    description:
      'No film lab down the street in Charlotte? Ship to ours. Each roll is developed, color-corrected and scanned, then hosted where you can tag, search and share it.',
    sectionTitle: 'Queen City Film, Developed in Brooklyn',
    sectionPointsSubtitle: 'No lab nearby? Your mailbox is one.',
    ship: 'Charlotte to Brooklyn is about two business days on ground service. Summer afternoons are hot and humid, so ship in the morning and never leave the box in a parked car.',
    receive:
      'Scans come back to your account, sorted and searchable. NoDa\u2019s murals and the Uptown towers at blue hour are Charlotte favorites; a 400-speed film keeps the dusk handheld.',
    freeShippingPoint: 'Free Shipping Labels From Charlotte',
    fastPrintTurnaroundPoint: 'Prints Headed Back to the Carolinas Fast',
    eshopPointsSubtitle: 'Member prices on cold-stored 35mm and 120, shipped south.',
    communitySubtitle: 'Uptown, South End and NoDa through Charlotte members\u2019 frames.',
    reviewsSubtitle: 'Charlotte photographers on why they mail their film in.',
  }),
  cityPage({
    slug: 'raleigh',
    city: 'Raleigh',
    state: 'NC',
    bgImg: 'brownstone-street',
    title: 'Film Developing for Raleigh and the Triangle',
    description:
      'Raleigh, Durham and Chapel Hill shooters mail rolls to a New York lab that develops C-41, black and white and E-6, with scans to download in full resolution.',
    sectionTitle: 'Triangle Film, Developed Up North',
    sectionPointsSubtitle: 'Raleigh, Durham or Chapel Hill: three steps from your door.',
    ship: 'Ground parcels from Raleigh usually reach Brooklyn in about two business days. In April the pine pollen coats everything; load and unload film indoors, or the yellow dust ends up on your scans.',
    receive:
      'Your scans post to your account as each roll is finished. Spring dogwoods and azaleas around Oakwood and the state capitol make Raleigh a color-negative town in April.',
    freeShippingPoint: 'Free Labels From Across the Triangle',
    fastPrintTurnaroundPoint: 'Prints Back to Raleigh Promptly',
    eshopPointsSubtitle: 'Cold-stored film shipped to the Triangle, members paying less.',
    communitySubtitle: 'Downtown Raleigh, Durham\u2019s tobacco warehouses and the Eno, from our Triangle members.',
    reviewsSubtitle: 'Triangle photographers on their mail-in lab.',
  }),
  cityPage({
    slug: 'columbus',
    city: 'Columbus',
    state: 'OH',
    bgImg: 'brownstone-street',
    title: 'Columbus Film Developing, Mailed to Our Lab',
    description:
      'Columbus, Ohio photographers: send 35mm, 120 or disposable cameras with a prepaid label. Negatives come back sleeved on request, and scans are hosted for you.',
    sectionTitle: 'Ohio Film, Developed in Brooklyn',
    sectionPointsSubtitle: 'A couple of days on the truck and your rolls are in the tank.',
    ship: 'Expect about two business days from Columbus by ground. Winters are grey and cold: pack rolls in a zip bag, and let them warm slowly when they come in from a freezing car.',
    receive:
      'Scans are waiting in your account, roll by roll. German Village brick streets and the Short North on gallery-hop night are great Columbus subjects; push 400 film a stop for the night.',
    freeShippingPoint: 'Free Shipping Labels From Central Ohio',
    fastPrintTurnaroundPoint: 'Prints Back to Columbus Fast',
    eshopPointsSubtitle: 'Fresh, cold-stored rolls for grey Ohio winters and bright summers.',
    communitySubtitle: 'Short North, German Village and campus, from Columbus members.',
    reviewsSubtitle: 'What Columbus photographers say about {lab}.',
  }),
  cityPage({
    slug: 'detroit',
    city: 'Detroit',
    state: 'MI',
    bgImg: 'frozen-lakefront',
    title: 'Detroit Film Developing by Mail',
    description:
      'Detroit film goes from the mailbox to our tanks in about two days. We handle color, B&W, slide and ECN-2 motion picture film, scanned into your account.',
    sectionTitle: 'Motor City Rolls, Brooklyn Lab',
    sectionPointsSubtitle: 'Three steps from Detroit to scans you can share.',
    ship: 'Ground service from Detroit usually takes about two business days. In a Michigan January, film goes brittle in the cold: rewind slowly, and let rolls warm up in their canisters before you pack them.',
    receive:
      'Scans post to your account. Detroit\u2019s Art Deco towers, Eastern Market on a Saturday and the river at dusk give you a roll\u2019s worth of subjects in one afternoon.',
    freeShippingPoint: 'Free Shipping Labels From Metro Detroit',
    fastPrintTurnaroundPoint: 'Prints Back to Detroit Without the Wait',
    eshopPointsSubtitle: 'Fast film for Michigan winters, fine grain for summers on the river.',
    communitySubtitle: 'Corktown, Midtown and Belle Isle through Detroit members\u2019 lenses.',
    reviewsSubtitle: 'Detroit photographers on developing with {lab}.',
  }),
  cityPage({
    slug: 'indianapolis',
    city: 'Indianapolis',
    state: 'IN',
    bgImg: 'city-skyline-dusk',
    title: 'Film Developing for Indianapolis',
    description:
      'Indianapolis to Brooklyn is a two-day ground trip for your film. Mail your rolls with a free label and get hi-res scans, corrections and a place to keep them.',
    sectionTitle: 'Indy Rolls, Developed in Brooklyn',
    sectionPointsSubtitle: 'Your local lab is a label and a mailbox away.',
    ship: 'Most Indianapolis packages reach us in about two business days. Humid Indiana summers are fine for film in transit; just keep the box out of direct sun on the porch.',
    receive:
      'Scans appear in your account, ready to tag and share. May brings the 500 to the Speedway, and a fast shutter on slow film freezes cars in the bright spring sun.',
    freeShippingPoint: 'Free Labels From Anywhere in Indy',
    fastPrintTurnaroundPoint: 'Prints Back to Indiana Fast',
    eshopPointsSubtitle: 'Member pricing on cold-stored 35mm and 120 film, delivered to Indy.',
    communitySubtitle: 'Mass Ave, Fountain Square and the Canal Walk from Indianapolis members.',
    reviewsSubtitle: 'Indianapolis shooters on their film lab.',
  }),
  cityPage({
    slug: 'louisville',
    city: 'Louisville',
    state: 'KY',
    bgImg: 'city-skyline-dusk',
    title: 'Louisville Film Developing by Mail',
    description:
      'Louisville rolls ride two or three days east to our lab. Derby-day color, the Big Four Bridge at night, Tri-X on Bardstown Road: developed, scanned and hosted.',
    sectionTitle: 'Kentucky Film, Developed in Brooklyn',
    sectionPointsSubtitle: 'From the Ohio River to your account in three steps.',
    ship: 'Louisville to Brooklyn takes two to three business days by ground. Kentucky summers run hot and humid: ship early in the week so the box never sits in a warm depot over a weekend.',
    receive:
      'Scans come back to your account, roll by roll. The first Saturday in May means hats and horses at Churchill Downs; a 400 color film handles the grandstand shade and the bright track.',
    freeShippingPoint: 'Free Shipping Labels From Louisville',
    fastPrintTurnaroundPoint: 'Prints Back to Kentucky Quickly',
    eshopPointsSubtitle: 'Cold-stored film shipped to Louisville, with member prices.',
    communitySubtitle: 'NuLu, the Highlands and the Big Four Bridge from Louisville members.',
    reviewsSubtitle: 'Louisville photographers on {lab}.',
  }),
];
