// Sample document text, written for this site. Replace with the school's own.
import { box, heading, list, paragraph, photo, quote, type Publication } from '../pdf/publication.ts';

export const interactClub: Publication = {
  id: 'interact-club',
  title: 'Interact Club of Navjyot School',
  date: '2026-07-15',
  summary:
    'Our youth service club for students aged 12 and above: what it is for, the projects members run, when it meets, a year of activities and how to join.',
  kicker: 'Navjyot School - student clubs',
  mastheadTitle: 'Interact Club of Navjyot School',
  issueLine: 'A youth service club run by our students - 2026-27',
  footer: 'Interact Club of Navjyot School - 2026-27',
  keywords: ['Interact Club', 'youth service', 'volunteering', 'student leadership', 'sign language'],
  blocks: [
    heading('What the Interact Club is'),
    paragraph(
      'Interact is a worldwide network of service clubs for young people aged 12 to 18, each one sponsored by a Rotary club. Members plan and run their own projects to help their school and their community, and in doing so they learn to lead, to work in a team and to speak up. The Interact Club of Navjyot School was started in 2016 by a group of Class 9 students who wanted to do more than receive help: they wanted to give it. It is sponsored by a Rotary club in Vadodara, whose members act as mentors and join some of our projects.',
    ),
    paragraph(
      'Ours is, as far as we know, one of very few Interact clubs in Gujarat whose members are all deaf or hard of hearing. Meetings are held in Indian Sign Language, minutes are written in Gujarati and English, and when the club works with hearing people, members teach them signs as part of every project. Many people in the town first met a deaf teenager through an Interact project, and came away knowing a few signs and a good deal more about what deaf young people can do.',
    ),
    quote(
      'People think deaf children only need help. In the club we show that we can help too.',
      'Club president, 2025-26',
    ),
    heading('Our aims'),
    list(
      'To serve: to plan and carry out projects that make a real difference to our school, our neighbourhood and people in need.',
      'To lead: to give every member a chance to take charge of something, from running a meeting to managing a project budget.',
      'To be understood: to help hearing people meet deaf people, learn some sign language and see deafness as a difference, not a limit.',
      'To learn together: to build skills that matter after school, such as planning, keeping accounts, writing letters and speaking in public through an interpreter.',
      'To make friends: to work with Interact clubs from other schools and with our sponsoring Rotary club.',
    ),
    heading('Who can join'),
    paragraph(
      'Any student of Class 7 to Class 10 who is at least twelve years old can join, whether they live in the hostel or at home. There is no fee. Members promise to attend most meetings, to take part in at least three projects in a year and to treat everyone in the club with respect. Younger students are welcome at open meetings and often help with projects as "junior helpers".',
    ),
    photo(
      'interact-club-meeting',
      'Teenage students sit in a circle in the school library while a girl stands and signs a report, with a notebook in her hand.',
      'A club meeting in the school library. The secretary signs the report of the last project; minutes are written in Gujarati and English.',
      0.75,
    ),
    heading('How the club is run'),
    paragraph(
      'The club is run by its members. Every July the members elect a president, a vice-president, a secretary, a treasurer and two project leaders, each for one year. A teacher adviser attends every meeting and supervises every activity outside school, but the decisions belong to the students. The treasurer keeps a cash book that is checked each term by the school office, and the accounts are shown to all members at the last meeting of the year.',
    ),
    list(
      'President: chairs the meetings, speaks for the club and keeps everyone working together.',
      'Vice-president: stands in for the president and looks after new members.',
      "Secretary: writes the minutes, keeps the notice board up to date and writes the club's letters.",
      'Treasurer: keeps the cash book and the receipts, and reports the money at every meeting.',
      'Project leaders: each plans one large project from start to finish with a team of members.',
    ),
    heading('Meeting schedule'),
    box(
      'When and where we meet',
      'Second and fourth Saturday of every month, 11:00 am to 12:30 pm, in the school library.',
      'First meeting of the year and elections: second Saturday of July.',
      'Project days: usually Saturday mornings or Sunday mornings, announced two weeks ahead.',
      'No meetings during exams, Diwali holidays and the summer holidays.',
      'Parents, teachers and visitors may attend open meetings on the fourth Saturday of each term.',
    ),
    paragraph(
      'Each meeting follows the same order: attendance, the minutes of the last meeting, the treasurer\'s report, reports from project teams, new ideas, and a "sign of the day" taught by a member to the adviser and any visitors. Meetings end with tea and, by long tradition, a vote on whose turn it is to bring biscuits.',
    ),
    heading("Members' projects"),
    paragraph(
      'Projects are proposed by members, discussed at a meeting and chosen by vote. Each has a leader, a team, a plan and a small budget. These are the projects the club runs every year, with some of what they achieved last year.',
    ),
    list(
      'Trees for our road: members planted one hundred saplings along the road to the school and water them every Saturday in the dry months. Ninety-one are still growing.',
      'Signs for shops: a booklet of forty useful signs, with pictures, for shopkeepers near the school. One hundred and twenty shops have a copy, and many use it.',
      'Reading buddies: each older member reads with a younger child twice a week in the hostel study hour.',
      'Books for a village school: members collected more than six hundred books and delivered them to a primary school near Savli.',
      'Clean lane days: a clean-up of the lane behind the school each term, with the neighbours and the municipal sweepers.',
      'Sign language day: on 23 September, members teach signs at bus stops, markets, banks and a hospital.',
    ),
    heading('A year of activities'),
    paragraph(
      'This is the plan for 2026-27, agreed at the first meeting of the year. Dates may move around exams and festivals; the notice board outside the library always has the latest plan.',
    ),
    list(
      'July: elections; welcome for new members; watering rota for the trees; first reading-buddy pairs.',
      'August: Independence Day: members hand out the booklet of shop signs at the market; tree planting on the school ground with the sponsoring Rotary club.',
      'September: International Day of Sign Languages on the 23rd: teaching signs in the city; planning meeting with an Interact club from a hearing school.',
      'October: Navratri: a stall at the school garba selling lemonade for club funds; book collection for the village school begins.',
      "November: Children's Day on the 14th: games afternoon for the pre-primary children; clean lane day after the Diwali holidays.",
      'December: International Day of Persons with Disabilities on the 3rd: members speak to students of a hearing school about life as a deaf teenager; volunteer marshals at Sports Day.',
      'January: kite-string collection after Uttarayan, to protect birds; mid-year report to the sponsoring club.',
      'February: health check day helpers; delivery of books to the village school.',
      "March: a short break for exams; members write the club's yearly report.",
      'April: last meeting and accounts; thank-you letters to everyone who helped; ideas for next year.',
    ),
    heading('Working with others'),
    paragraph(
      'Our sponsoring Rotary club meets the club committee each term, helps members plan larger projects and sometimes lends a hand, or a van. Every year we pair up with an Interact club from a hearing school in the city. Last year the two clubs ran a joint sign language workshop: our members taught, their members learned, and by the end of the afternoon both clubs had planned a clean-up together, signing most of the plan. Members also attend the district Interact meeting each year with their adviser, where they present their projects through an interpreter.',
    ),
    quote(
      'At the district meeting I presented our tree project to two hundred students. My hands were shaking, but they understood every word.',
      'Club secretary, Class 10',
    ),
    heading('What members learn'),
    list(
      'Planning: turning an idea into a plan with tasks, dates and a budget.',
      'Money: keeping a cash book, collecting receipts and reporting honestly.',
      'Communication: writing letters, making posters and speaking to hearing audiences through an interpreter.',
      'Teamwork: sharing work fairly and solving disagreements at the meeting, not outside it.',
      'Confidence: many members say the club is where they first stood up in front of strangers.',
    ),
    heading('How to join'),
    list(
      'Come to an open meeting on the second or fourth Saturday of any month, in the school library, to see what the club does.',
      'Collect a membership form from the club secretary or the teacher adviser.',
      'Ask a parent or the hostel warden to sign the form, so that they know about outings and project days.',
      "Hand in the form at the next meeting. You will be welcomed, given a member's badge and matched with a buddy for your first month.",
      'Choose a project team to join, or bring an idea of your own.',
    ),
    paragraph(
      'Members who take part in at least three projects in a year receive a certificate from the club and the sponsoring Rotary club at the last meeting of the year. Members who lead a project receive a letter of recommendation from the principal, which many former members have used when applying for courses and jobs.',
    ),
    heading('For parents and teachers'),
    paragraph(
      "All club activities are supervised by the teacher adviser or another member of staff. Outings outside the school are always in groups, with at least one adult for every eight students, and parents or the hostel warden are told in advance. The club follows the school's child safety code, and volunteers from the sponsoring club meet students only at school or at supervised project days. If you have a question, please speak to the teacher adviser after any meeting or contact the school office.",
    ),
    heading('How the community can help'),
    paragraph(
      'The club welcomes help of every kind: books for the village school collection, saplings and tree guards, a shop that will display the booklet of signs, or an hour of your time on a project day. If your school has an Interact club and would like to work with ours, the club secretary would be glad to hear from you through the school office.',
    ),
    box(
      'Club contacts',
      'Teacher adviser: through the school office.',
      'Meetings: second and fourth Saturday, 11:00 am, school library.',
      'Notice board: outside the library, updated every meeting.',
      'Sponsored by a Rotary club of Vadodara.',
    ),
  ],
};
