// Sample newsletter text, written for this site. Replace with the school's own.
import { box, heading, list, paragraph, photo, quote, type Publication } from '../pdf/publication.ts';

export const newsletter2024Winter: Publication = {
  id: 'newsletter-2024-winter',
  title: 'Winter 2024: golden jubilee special issue',
  date: '2024-12-20',
  summary:
    'Fifty years of Navjyot School: the jubilee week, former students who came home, our history in brief and the people who made it possible.',
  kicker: 'Newsletter of Navjyot School',
  mastheadTitle: 'Navjyot News',
  issueLine: 'Winter 2024 - Golden Jubilee issue, 1974 to 2024',
  footer: 'Navjyot News - Winter 2024 - Golden Jubilee issue',
  keywords: ['newsletter', 'golden jubilee', 'history', 'alumni', 'sports day', 'donors'],
  blocks: [
    heading('From the principal: fifty years of being heard'),
    paragraph(
      'Dear friends, this month Navjyot School turned fifty. When the school opened in 1974, many families in our district had never met a deaf adult who could read, write and earn a living. Parents were told that their deaf child would never learn. The founders of the Navjyot Seva Trust did not accept that. They rented one room, found two teachers willing to learn a new way of teaching, and opened the door.',
    ),
    paragraph(
      'Fifty years later, 121 children study here, from pre-primary to Class 10. Fifty of them live in our hostel, and their stay and food are free. Our former students work as tailors, printers, computer operators, teachers, artists, bank staff and shopkeepers, and many now have children of their own. None of this happened by itself. It happened because teachers stayed late, because parents trusted us with their children, and because so many people in Vadodara and beyond gave time and money without being asked twice.',
    ),
    paragraph(
      'This issue is our way of saying thank you. It is longer than usual, because fifty years do not fit in two pages. Read it slowly, share it with someone who has never visited us, and come and see the school for yourself.',
    ),
    quote(
      'We did not teach deaf children to hear. We taught the rest of the town to listen.',
      'A founding teacher, speaking at the jubilee assembly',
    ),
    heading('Fifty years in a few lines'),
    list(
      '1974: the school opens in a rented room with two teachers and a handful of children.',
      '1979: the trust buys the plot where the school stands today; the first classrooms are built with donations from local families and traders.',
      '1985: the state government recognises the school and begins to support it with a grant.',
      '1991: the hostel opens, so that children from villages far from the city can study with us.',
      '1998: the first students sit the Class 10 board exams from Navjyot School.',
      '2008: a speech therapy room and an audiology room are set up; every child now has a yearly hearing check.',
      '2015: teachers complete training in Indian Sign Language, which becomes the first language of the classroom alongside written Gujarati and English.',
      '2020: during the lockdown, teachers sign lessons on video and the trust sends food kits to families.',
      '2024: solar panels on the roofs, and fifty years of teaching celebrated with the whole Navjyot family.',
    ),
    paragraph(
      "Today the government grant pays all of our teachers' wages and 90 percent of our running costs. The hostel, hearing aids, the rest of the running costs and every new project still depend on donors. That has been true since the first day, and it is why this newsletter ends, as always, with thanks.",
    ),
    heading('Jubilee week, day by day'),
    paragraph(
      'The celebrations ran from Monday 9 to Saturday 14 December. Each day had a theme chosen by the students themselves at a school assembly in November, after a long and lively debate in sign language.',
    ),
    list(
      'Monday, Our School Then: an exhibition of old photographs, registers and report cards lent by former students and their families. The oldest photograph, from 1975, shows eleven children and two teachers on the steps of the rented room.',
      'Tuesday, Our Language: every class taught visitors twenty signs. By the end of the day more than three hundred visitors could sign "thank you", "friend", "school" and "see you again".',
      'Wednesday, Our Hostel: parents and visitors ate lunch with the hostel children, and the hostel boys served the food they had helped to cook.',
      'Thursday, Our Talents: drawings, clay models, tailoring and a wall newspaper made by Class 9 filled the corridors.',
      'Friday, Our Friends: donors, volunteers and retired staff were invited to tea; many had not seen each other for years.',
      'Saturday, Annual Day: the jubilee programme on the school ground, ending with Sports Day medals and a dinner for all.',
    ),
    photo(
      'jubilee-annual-day',
      'Children in bright costumes on the decorated stage at the golden jubilee Annual Day, with a banner reading 50 years behind them.',
      'The golden jubilee Annual Day on the school ground. A teacher signed every announcement from the side of the stage.',
    ),
    paragraph(
      'The Annual Day programme was performed entirely in sign language, with a teacher speaking the words for hearing guests. Class 4 danced to a drum they could feel through the wooden stage. Class 7 performed a short play about the first day of the school in 1974, with a boy in a borrowed moustache playing the founder. The audience answered every item with deaf applause: hands raised high and waving, a sea of them across the ground.',
    ),
    heading('Sports Day, under a December sky'),
    paragraph(
      "Sports Day was folded into the jubilee this year. Races start at Navjyot with a flag, not a whistle, and the starters were former students who had once run on the same track. The girls' relay team set a new school record, and the parents' tug of war ended, as it always does, with everybody on the ground laughing. One hundred and nine medals were given out, because every child who finished a race received one.",
    ),
    heading('Former students come home'),
    paragraph(
      'More than two hundred former students came back during jubilee week, some from as far as Surat, Ahmedabad and Mumbai. Many brought their husbands, wives and children. For some, it was the first time in thirty years that they had stood in their old classroom. The corridor outside the staff room became a meeting place where people who had shared a dormitory as boys greeted each other as grandfathers.',
    ),
    paragraph(
      'We asked a few of them what the school had given them. Their answers were signed to us and are written here with their permission.',
    ),
    quote(
      'Before Navjyot, nobody in my village could talk with me. Here I got a language. With a language, I got everything else.',
      'A tailor from a village near Dabhoi, student from 1982 to 1992',
    ),
    paragraph(
      'A woman who now runs her own tailoring shop told the Class 10 girls that her first customers were her own teachers, who ordered blouses from her so that she could practise. A former hostel boy, now a computer operator at a government office, brought a box of sweets and asked to see the bed he slept in. It is still there, though the mattress, thankfully, is new.',
    ),
    quote(
      'The hostel was my second home. The warden taught me to tie my shoes and to stand up for myself.',
      'A computer operator in Vadodara, student from 1993 to 2003',
    ),
    paragraph(
      "Several former students asked how they can help. Some will come to speak to the older classes about work. Others offered to teach sign language to hearing volunteers, which we will gladly accept. A small group has started a former students' association and will meet at the school on the second Sunday of each month.",
    ),
    heading("A student story: Pooja's first speech"),
    paragraph(
      'Pooja came to Navjyot at the age of six, with no language at all. Her parents, who farm near Padra, had tried three schools before ours. In her first month she did not sit still for more than a minute. By the end of her first year she could sign her name, her village and the names of everyone in her family. This December, now in Class 8, she gave the welcome speech at the jubilee Annual Day, in sign language, in front of eight hundred people. Her father stood at the back and filmed it on his phone. Afterwards he told her class teacher that he was going to learn to sign properly, so he would not miss a word next time.',
    ),
    paragraph(
      "Stories like Pooja's are why we do this work. Every child who comes to us has something to say. Our job is to give them the words.",
    ),
    heading('Life in the hostel this winter'),
    paragraph(
      'Winter mornings in the hostel start at six with warm water from the new solar heaters, a cup of milk and fifteen minutes of stretching in the courtyard. The children then fold their blankets, tidy their lockers and walk across to school for the morning assembly. After school there are games until sunset, study hour with the hostel teachers, dinner at half past seven and lights out at nine.',
    ),
    paragraph(
      'Thanks to the Vishwamitri Service Circle, every hostel child now sleeps on a new bed with a new mattress, and the drinking water filter has been replaced. Warm blankets, donated by a group of women from a nearby housing society, arrived just before the first cold night. The older girls have started a knitting club in the evenings and have promised a woollen cap to every little one before January.',
    ),
    photo(
      'hostel-winter-evening',
      'Hostel children in sweaters doing homework together at long tables in the study room, with a hostel teacher helping one boy.',
      'Study hour in the hostel. Hostel teachers help with homework in sign language every evening.',
      0.8,
    ),
    heading('Where your money goes'),
    paragraph(
      "People often ask us why a government-aided school needs donations. The answer is in what the grant does not cover. The grant pays teachers' wages in full and 90 percent of the day-to-day running costs of the school. It does not pay for the hostel. Food, beds, bedding, toiletries, the hostel staff and the electricity for fifty children living with us all come from donations. Neither does it pay for hearing aids, ear moulds and batteries, for the speech therapy room, or for new projects such as the solar panels.",
    ),
    list(
      'One day of meals for all fifty hostel children costs about as much as a family dinner at a good restaurant.',
      'A year of hearing-aid batteries for one child costs less than a new school bag.',
      'A new mattress, pillow and blanket for one bed costs about the same as a pair of good shoes.',
    ),
    paragraph('No gift is too small. Many of our oldest supporters began with a single sack of rice.'),
    heading('Thank you, friends of fifty years'),
    paragraph(
      'We cannot name everyone who has helped Navjyot School since 1974; the list would fill this newsletter many times over. In this jubilee year we especially thank the Mehta family, who have sponsored hostel meals every month for twelve years; Shrutibindu Hearing Care, who give free hearing aids, batteries and moulds to our hostel children; the Vishwamitri Service Circle, for the beds, mattresses and water filter; and Kokilaben, a retired teacher who comes three mornings a week to read stories with the little ones. Thank you as well to the parents who cooked for the jubilee dinner, to the neighbours who lent chairs and to the local police, who managed the traffic outside the gate on Annual Day.',
    ),
    heading('Volunteers we need in 2025'),
    paragraph(
      'Volunteers are part of school life here. Some teach, some mend, some simply play. In the new year we would especially welcome:',
    ),
    list(
      'people who can give two hours a week to read with younger children or help older ones with English;',
      'anyone with skills in computers, tailoring, drawing, gardening or cooking to run a short workshop;',
      'doctors, dentists and eye doctors for our health check days;',
      'hearing people who want to learn Indian Sign Language in our free evening class for volunteers.',
    ),
    paragraph(
      'Every volunteer meets the principal first, signs our child safety code and is introduced to a staff member who will be their contact. You do not need to know sign language to start; our children are very patient teachers.',
    ),
    box(
      'Dates for your diary',
      '26 January 2025: Republic Day flag hoisting and cultural programme, 8:30 am.',
      '14 January 2025: kite festival on the school terrace for hostel children.',
      'February 2025: yearly hearing check for every child.',
      'March 2025: Class 10 board exams; please keep our students in your thoughts.',
      "Second Sunday of every month: former students' association meets at the school.",
    ),
    box(
      'How you can help',
      "Sponsor a day of hostel meals, a child's hearing-aid batteries for a year, or a new bed.",
      'Volunteer your time or skills: contact the office to arrange a visit.',
      'Tell one family about us: many deaf children in our district still do not go to school.',
    ),
  ],
};
