// Sample newsletter text, written for this site. Replace with the school's own.
import { box, heading, list, paragraph, photo, type Publication } from '../pdf/publication.ts';

export const newsletter2026Spring: Publication = {
  id: 'newsletter-2026-spring',
  title: 'Spring 2026: kites, a science fair and a new computer room',
  date: '2026-03-20',
  summary:
    'Sports Day medals, kites on the hostel terrace, a science fair for National Science Day and ten new computers for the older classes.',
  kicker: 'Newsletter of Navjyot School',
  mastheadTitle: 'Navjyot News',
  issueLine: 'Spring 2026',
  footer: 'Navjyot News - Spring 2026',
  keywords: ['newsletter', 'sports day', 'Uttarayan', 'science fair', 'computer room'],
  blocks: [
    heading('Sports Day: flags up, everybody runs'),
    paragraph(
      "Sports Day on 13 December began with the march past and the sports oath, taken in sign language by the house captains. Then came the races: flat races for every age, sack races, lemon-and-spoon, a three-legged race and the long jump. At Navjyot a race starts when the starter drops a flag, and teachers with coloured flags stand along the track so that runners always know where to go. Every child took part, including two children who use walkers and ran their own race to the loudest cheer of the day. The parents' tug of war was won, after three pulls, by the mothers.",
    ),
    heading('Kites on the terrace'),
    paragraph(
      'On Uttarayan, 14 January, the hostel terrace was full of kites, spools and children with their heads tipped back. Staff made sure the strings were cotton, not the sharp glass-coated kind that hurts birds, and the children learned the signs for "cut", "pull" and "let go". The winner of the unofficial kite-cutting contest was the hostel cook, who learned to fly kites on the rooftops of the old city and has not lost a kite in forty years. Undhiyu and chikki were served on the terrace at lunch.',
    ),
    photo(
      'uttarayan-kites',
      'Children on the hostel terrace fly colourful paper kites against a clear blue sky, with a teacher holding a spool.',
      'Uttarayan on the hostel terrace, 14 January 2026.',
      0.72,
    ),
    heading('Republic Day'),
    paragraph(
      'On 26 January the flag was hoisted by the oldest member of the trust, who joined Navjyot as a volunteer in 1976. The national anthem was performed in sign language by the whole school, a moment that visitors always remember. Class 6 presented a short play about the rights of persons with disabilities, and the Interact Club gave out the first copies of a small booklet of useful signs they have made for shopkeepers in the area.',
    ),
    heading('Science fair for National Science Day'),
    paragraph(
      "On 28 February the school hall became a science fair with thirty-two projects made by students of Class 5 to Class 10. There was a working model of a water filter made with sand and charcoal, a chart comparing how sound travels through air, water and wood, and a model of the human ear made of clay and plastic tubes that explained, layer by layer, where each of our students' hearing loss begins. The project most visitors asked about was a doorbell that turns on a lamp instead of ringing, built by two Class 10 boys from a kit, a bulb and a great deal of patience. They want to make one for every hostel room.",
    ),
    photo(
      'science-fair-doorbell',
      'Two older boys stand beside their science fair table, showing a visitor a doorbell that switches on a lamp.',
      'The light-up doorbell, the most visited project of the science fair.',
      0.65,
    ),
    heading('Ten new computers'),
    paragraph(
      'Thanks to a company in Vadodara that replaced its office computers, the school now has a computer room with ten working machines. Class 7 to Class 10 have two computer periods a week, and in the evenings the hostel children take turns at typing practice. Computer skills open good jobs to deaf young people: many of our former students already work at computers in offices, printing shops and banks. A volunteer who works in software comes on Saturday mornings to teach the oldest students spreadsheets and simple design.',
    ),
    heading('Hearing check and exam season'),
    paragraph(
      'The yearly hearing check took place in February. Twenty-one children received new ear moulds, and nine received new hearing aids from Shrutibindu Hearing Care. The Class 10 board exams began on 2 March; sixteen of our students are sitting them this year. As always, the hostel study room is open until nine, and teachers take turns to sit with the students.',
    ),
    list(
      'Class 10 exams end on 21 March. Results are expected in May.',
      'Other classes have their yearly exams from 23 March to 3 April.',
      'Report cards will be handed to parents at a meeting on 11 April.',
    ),
    heading('Thank you'),
    paragraph(
      'Our thanks to the company that gave the computers, to the Saturday volunteer, to the kite shop that gave us two hundred kites at cost price, and to the many families who sent sweets for Uttarayan. The Mehta family continues to sponsor the hostel meals, now for the fourteenth year, and Kokilaben still reads with the little ones three mornings a week.',
    ),
    box(
      'Dates for your diary',
      "11 April: parents' meeting and report cards, 10 am.",
      '12 April: the hostel closes for the summer holidays.',
      '11 June: the hostel opens again; classes start on 12 June.',
      'Saturdays in June and July: sign language class for parents of new children.',
    ),
  ],
};
