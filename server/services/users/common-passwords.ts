/**
 * Passwords too common to accept (NIST SP 800-63B, 5.1.1.2: "passwords obtained from previous
 * breach corpuses" and "dictionary words"). Written for Signet from general knowledge of the
 * passwords that top every published breach ranking (number and keyboard runs, "password" and
 * its translations, names, pets, teams, words of love and faith, seasons with years), not copied
 * from any list. About a thousand bases: password-rules.ts also refuses each of them with
 * digits and symbols around it and with look-alike characters (p@ssw0rd), tens of thousands of
 * variants, so the list stays small enough to ship in the app. Lower case, one per word.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  `
  password passw0rd passwort motdepasse contrasena senha wachtwoord salasana haslo lozinka parola heslo jelszo
  passord adgangskode losenord
  123456 1234567 12345678 123456789 1234567890 12345678910 0123456789 0987654321 987654321 9876543210 111111
  1111111 11111111 1111111111 000000 0000000000
  123123 123321 654321 666666 696969 777777 121212 112233 123qwe qwe123 abc123 123abc a1b2c3 1q2w3e 1q2w3e4r
  1q2w3e4r5t 1q2w3e4r5t6y 1qaz2wsx 1qaz2wsx3edc
  qwerty qwertz azerty qwertyuiop qwertyuiop123 asdfgh asdfghjkl asdfghjkl123 zxcvbn zxcvbnm qazwsx qwerasdf
  qweasdzxc qweasd asdasd asdfasdf zaq12wsx zaq1xsw2
  1qazxsw2 !qaz2wsx qwer1234 qwe12345 asdf1234 zxcv1234 poiuytrewq lkjhgfdsa mnbvcxz abcdefg abcdefgh
  abcdefghij abcdefghijk abcd1234 aaaaaa aaaaaaaa aaaaaaaaaa
  iloveyou iloveu loveyou love lovely lover loveme ilovemyself ihateyou trustno1 letmein letmein123 welcome
  welcome1 welcome123 welcometo hello hello123 helloworld
  hiyou hithere goodbye please thankyou secret secret123 mysecret supersecret topsecret private confidential
  access access123 admin admin123 administrator
  root toor root123 superuser sysadmin webmaster manager default changeme changeit changethis newpassword
  mypassword yourpassword nopassword passpass
  pass1234 pass123 password1 password12 password123 password1234 password12345 password123456 password!
  password01 passwordpassword
  login login123 user user123 guest guest123 test test123 test1234 testing testing123 tester demo demo123
  sample example temp temp123 temporary
  master master123 mastermind dragon dragon123 monkey monkey123 shadow shadow123 sunshine sunshine1 princess
  princess1 football football1 baseball basketball
  soccer hockey tennis golfer cricket rugby volleyball skateboard snowboard surfing fishing hunting boxing
  wrestling racing runner cycling swimming
  superman batman spiderman ironman wolverine hulk thor avengers starwars startrek jedi yoda darthvader
  skywalker matrix neo morpheus gandalf frodo
  hobbit hogwarts harrypotter voldemort pokemon pikachu charizard mario luigi zelda sonic minecraft fortnite
  roblox warcraft starcraft diablo
  halo counterstrike callofduty playstation xbox nintendo gameboy gamer gaming
  michael jennifer jessica ashley amanda sarah michelle nicole daniel matthew andrew joshua christopher anthony
  william david robert thomas charles
  joseph richard james john jordan jordan23 justin taylor hunter ranger tigger buster charlie maggie bailey
  buddy max molly lucky rocky rocky123
  ginger pepper cookie coffee chocolate cheese banana orange apple cherry strawberry peach lemon mango
  pineapple butter honey sugar candy cupcake
  muffin pumpkin peanut biscuit donut pizza pasta burger hotdog bacon chicken turkey
  summer winter spring autumn monday friday sunday january february march april may june july august september
  october november december
  computer internet iphone samsung android google facebook twitter instagram youtube netflix spotify amazon
  microsoft windows apple123 linux ubuntu
  freedom liberty justice peace forever together family friends friend friendship happy happiness smile heaven
  angel angels devil demon hell
  jesus jesus1 christ god godisgood blessed blessing faith hope grace trinity church bible prayer
  killer hacker ninja samurai warrior soldier sniper pirate viking knight wizard magic merlin phoenix falcon
  eagle hawk raven tiger lion panther
  jaguar leopard cheetah wolf wolves fox bear bears bull bulls horse pony dolphin shark whale penguin kitten
  kitty puppy doggy doggie
  snoopy garfield scooby mickey minnie donald goofy pluto bambi simba nemo elmo barbie
  ferrari porsche mercedes bmw audi toyota honda nissan mustang corvette camaro harley yamaha suzuki kawasaki
  ducati chevy ford jeep
  liverpool arsenal chelsea manchester barcelona realmadrid juventus bayern dortmund celtic rangers yankees
  redsox lakers celtics cowboys steelers
  packers patriots broncos raiders eagles giants dolphins chargers
  london paris berlin madrid rome tokyo newyork chicago boston dallas texas florida california canada america
  usa england germany france italy
  spain mexico brazil india china russia australia
  music guitar piano drums rockstar rocknroll metallica nirvana beatles eminem rihanna beyonce shakira madonna
  elvis
  blink182 linkinpark greenday slipknot
  qwerty123 qwerty1 qwerty12 qwerty1234 qwerty12345 123qweasd 123qweasdzxc 1234qwer 12qwaszx
  asdf qwer zxcv 1234 12345 54321 4321 1212 2121 1313 6969 4200 420420 8888 88888888 7777777 5555555 22222222
  33333333 99999999
  michael1 jordan1 ashley1 hunter1 charlie1 thomas1 robert1 daniel1 andrew1 jessica1 jennifer1 george michelle1
  maria anna sophie emma olivia
  liam noah oliver elijah lucas mason logan ethan jacob aiden emily madison chloe grace lily ava mia isabella
  sophia charlotte amelia harper
  alexander alexandra alex sam samantha ben benjamin chris kevin brian jason eric steven mark paul peter
  patrick sean ryan tyler brandon
  nicholas jonathan austin kyle zachary adam aaron nathan jeremy dylan cameron travis jeremiah juan carlos jose
  luis miguel antonio francisco
  pedro mohamed ahmed ali fatima hassan omar yusuf abdul hans klaus jurgen stefan thomas1 andreas michael2
  pierre jean marie nicolas julien
  sunflower rainbow butterfly dragonfly ladybug flower flowers rose roses daisy lily1 tulip orchid jasmine
  violet
  blue red green yellow purple pink black white silver golden gold diamond crystal pearl ruby emerald sapphire
  starlight moonlight sunset sunrise ocean beach island paradise mountain river forest nature earth planet
  galaxy universe cosmos
  asshole fuckyou fuckoff bitch shit bullshit pussy dick cock sex sexy sexygirl hottie hotstuff babygirl
  babyboy baby babe sweetheart sweetie
  darling honey1 lovers kisses hugs
  whatever nothing something anything everything someone nobody everybody
  myspace myname mylove mybaby mylife myself
  letmein1 openup opensesame open sesame
  blink matrix1 cheese1 chelsea1 arsenal1 liverpool1 princess12 iloveyou1 iloveyou2 iloveyou123 sunshine123
  football123 baseball123 monkey1 dragon1 shadow1
  master1 killer1 superman1 batman1 trustno11 starwars1 pokemon1 freedom1 whatever1 qazwsx123 zxcvbnm1 asdfgh1
  michael123 jordan123 charlie123
  abc12345 abcd12345 aa123456 a123456 a12345678 q1w2e3r4 q1w2e3r4t5 q1w2e3 z1x2c3 1a2b3c 1234abcd 12341234
  11223344 123454321 12344321 147258369
  159753 159357 753951 147258 258456 789456 741852963 963852741 123654 456789 456123 321654 789789 147852
  1478963 12369874
  asdfghjk zxcvbnm123 qwertyu ytrewq poiuyt
  elephant giraffe zebra monkey12 turtle rabbit hamster squirrel spider scorpion
  lovelove loveyou2 iloveyou! iloveme babylove truelove mylove1 foreverlove
  andrea andrew123 anthony1 beautiful beauty bestfriend bigdaddy bigboy blahblah blessed1 bonnie brandy bubbles
  buttercup
  caroline cassie catherine champion chance changeme1 charlotte1 cherokee chicken1 cocacola compaq cowboy crazy
  dakota dallas1 daniela
  destiny diamond1 dolphins1 eminem1 evolution excalibur fantasy fender fireball firebird fishing1 flower1
  freddy friends1 gateway gemini
  genius gladiator goldfish gordon hammer hannah happy123 harley1 heather hello1 hockey1 horny hotmail icecream
  internet1 jackson jaguar1
  james1 jasmine1 jennifer2 johnny joshua1 junior kimberly lakers1 lauren legend letmein2 lovely1 loving
  madison1 marina marlboro martin
  matthew1 maverick melissa mercedes1 merlin1 midnight miller mustang1 nascar natasha nicole1 nirvana1 olivia1
  orange1 packers1 panther1
  panthers passion patricia phoenix1 player player1 poohbear popcorn precious prince princesa purple1 qwerty7
  rachel rainbow1 redskins
  richard1 robert123 rosebud sabrina samsung1 sandra scooter scorpio secret1 september1 shannon silver1 skyline
  slayer smokey snickers
  snowball soccer1 sparky spitfire stella steelers1 stephanie success summer1 sunny superstar sweet1 sydney
  teresa thunder tigers tinkerbell
  toyota1 trinity1 trouble tucker unicorn valentina vanessa victoria victory viper warrior1 whatever2 william1
  winner winston xavier yankees1
  zachary1 zxc123 zxcvb
  signet signetapp esignature esign docusign signature signhere signme document documents contract contracts
  company business office workworker employee staff team teamwork project projects sales marketing finance
  accounting billing invoice payroll
  support helpdesk service services customer client clients partner partners
  office365 outlook gmail yahoo hotmail1 aol
  winter2023 winter2024 winter2025 winter2026 summer2023 summer2024 summer2025 summer2026 spring2024 spring2025
  spring2026 autumn2024 autumn2025
  fall2024 fall2025 welcome2024 welcome2025 welcome2026 password2023 password2024 password2025 password2026
`
    .trim()
    .split(/\s+/),
);
