// The most common passwords of the well-known public breach lists (the top-1000 lists and the
// commonest RockYou entries, with their obvious variants), lowercased, one word per space.
// Written out by hand from those public lists; password-rules.ts refuses any of them whatever its case.
// Kept as a module rather than a .txt file so the web bundle and the server load it without I/O.

const WORDS = `
!qaz2wsx 0000 00000 000000 00000000 000000000 0000000000 007007 010101 01012011 0123456789
0987654321 100200 101010 102030 110110 1111 11111 111111 1111111 11111111 1111111111 11112222 111222
1122 11221122 112233 11223344 112233445566 1212 121212 12121212 121212121 1212121212 121314 123
123000 123123 123123123 1231234 123123a 12321 123321 1234 123412 12341234 1234321 12344321 12345
123451 1234512345 123454321 1234554321 123456 123456000 123456123 12345654321 123456654321 1234567
12345678 123456789 1234567890 1234567890q 12345678910 123456789a 123456789q 123456789z 12345678a
12345678q 1234567a 1234567q 123456a 123456aa 123456abc 123456q 123456qwe 12345a 12345qwert 1234abcd
1234qwer 1234qwerasdf 123654 123789 123987 123aaa 123abc 123love 123qwe 123qweasd 123qweasdzxc
12qw12qw 12qwaszx 1313 131313 1314520 1357 13579 135790 1470 147258 147258369 147852 147852369
1478963 159357 1596321 159753 159951 1988 1989 1990 1991 1992 1993 1a2b3c 1a2b3c4d 1password 1q2w3e
1q2w3e4r 1q2w3e4r! 1q2w3e4r5t 1q2w3e4r5t6y 1q2w3e4r5t6y7u 1qa2ws 1qa2ws3ed 1qaz!qaz 1qaz1qaz
1qaz2wsx 1qaz2wsx3edc 1qaz@wsx 1qazxsw2 1qazxsw23edc 1qwerty 2000 2112 212121 2222 222222 2222222
22222222 232323 2468 24680 246810 252525 2580 315475 321321 333333 3333333 33333333 369369 4321 4444
444444 4444444 44444444 456123 456456 4815162342 50cent 5150 5201314 520520 5211314 54321 55555
555555 5555555 55555555 654123 654321 666666 6666666 66666666 6969 696969 69696969 696969a 741852
741852963 7654321 76543210 7777 777777 7777777 77777777 7777777777 789456 789456123 789789 852456
8675309 87654321 888888 8888888 88888888 963852741 987456 987654 987654321 987654321a 987987 999999
9999999 99999999 999999999 a12345 a123456 a12345678 a123456789 a1b2c3 a1b2c3d4 aa123456 aaa111
aaaaaa aaaaaaaa aaliyah abc123 abc1234 abc12345 abc@123 abcd123 abcd1234 abcde abcdef abcdef123
abcdefg abcdefgh abigail access access1 access123 accessdenied adidas admin admin!23 admin1 admin12
admin123 admin1234 admin@123 administrator adrian adriana africa airborne airforce albert alberto
alejandra alejandro alex alexander alexandra alexis alicia alien aliens alyssa amanda amazing amazon
amen america america1 american amores andrea andreea andres andrew andrew1 android angel angel1
angel123 angela angelica angelo angels angels1 animal anime anthony anthony1 antonio anything apollo
apple apple123 apples april aquaman aragorn argentina ariel army arsenal arthur asd123 asdasd asdf
asdf1234 asdfasdf asdfgh asdfghjk asdfghjkl asdfghjkl123 ashketchum ashley ashley1 asshole asshole1
atlanta august august1 austin australia autumn autumn2020 avatar avengers awesome awesome1 azerty
babyblue babyboy babydoll babygirl babygirl1 babygurl babyko badboy bailey banana bandit barbie
barbie1 barcelona barney bart baseball baseball1 baseball12 basketball batman batman1 batman123
batman1234 bear bear1 bears beatles beautiful beauty beaver beavis benjamin berlin best best123
bestfriend bestfriend1 bianca bible bigboss bigboy bigdaddy bigdick bigdog bigtits billionaire
birdie birthday bitch bitch1 bitch123 bitcoin biteme black blazer bleach blessed blessed1 blink182
blockchain blondie blowjob blowme blue bond007 bonita bonnie booboo booger boomer boss boss123
boston boston1 bowwow brandon brandy brasil bratz braveheart braves brazil brenda brianna brittany
broncos brooke brooklyn bruce brucelee bubba bubbles buddy bulldog bullshit bumblebee bunny bunny1
business buster buster1 butter butterfly butterfly1 butthead c3po california callofduty calvin
camaro cameron camila canada canada1 cancer captain captain1 captainamerica carlos carlos1 carolina
caroline cartman cartman1 cash casper cassie catdog cats catwoman celtic champion champion1
champions chance changeme changeme123 charles charlie charlie1 charmander charmed cheese cheetah
chelsea chelsea1 chester chevy chewbacca chicago chicago1 chicken chicken1 chile china chivas
chocolate chris chris1 chrisbrown christ christ1 christian christine christmas christmas1
christopher chucknorris church claudia cobra cocacola coder coding coffee college colombia colonel
company compaq computer computer1 computer123 contrasena cookie cookies cool cool123 coolguy coolman
cooper copper corazon corvette cougar counterstrike courtney cowboy cowboy1 cowboys cowgirl crazy
crazy1 creative cricket cristian cristina crow crypto crystal cuteako cutie cutiepie cyber dakota
dallas dallas1 dancer daniel daniel1 daniela danielle darklord darkness darkness1 darkside
darthvader database david dbadmin dbz deadpool debbie december december1 default demo demon denise
dennis denver desktop destiny developer devil devil666 dexter diablo diablo2 diamond diana dick
dickhead digimon digital disney disney1 doctor doctor1 doggie doggies doggy doggy1 dogs dollar
dolphin dolphin1 dolphins donald donald1 donkey donkey1 dory dragon dragon1 dragon12 dragon123
dragonball dragonfly dragons driver duck dumbledore eagle eagle1 eagles easter ebay eclipse eduardo
edward eeyore elephant elephant1 elizabeth elsa eminem emmanuel emperor empire england enter
enter123 enterprise entrance estrella estrella1 everything evil evil666 facebook facebook1 faith
falcon falcon1 fall2020 fall2021 fall2022 fall2023 family fantastic fatima february fender fernanda
fernando ferrari finance fiona fire fireman first fish fishing flash florida florida1 flower flowers
fluffy football football1 football12 football123 forever forget forgotten fortnite france fred
freddy freedom freedom1 friday friend friends frodo frozen fuck fucker fucking fuckme fuckoff
fuckoff1 fuckyou fuckyou1 fuckyou123 fuckyou2 funny futurama gabriel gabriela gamer gaming gandako
gandalf gangsta garfield garfield1 gateway gatita gators gemini general george germany gfhjkm ghbdtn
ghost ghost123 giants ginger giraffe girls gladiator glory gocubs god godfather godisgood godzilla
gohan goku golden goldfish golf golfer gollum goofy google google123 gordon gorilla gotham grace
graduate green greenday greenlantern grizzly gryffindor guest guest123 guinness guitar gunner hacked
hacker hacking hackme hallelujah halloween halo halo123 hammer hamster hannah hannah1 happy happy1
happy123 happyday hardcore harley harley1 harleyquinn harrypotter hawk hawks heather heaven heaven1
hell hellboy hellfire hello hello1 hello123 hellokitty hellokitty1 helpdesk helpme hermione hidden
hinata hiphop hobbit hockey hogwarts holiday hollywood homer honey honeybee honor hooters hope horny
horse horse1 horses horses1 hotdog hotmail hotstuff hottie hottie1 houston hulk hunter hunter1
icecream iceman ichigo ihateyou iloveme iloveu iloveu2 iloveyou iloveyou! iloveyou1 iloveyou12
iloveyou123 iloveyou2 iloveyou7 inception india instagram internet internet1 inuyasha iphone ireland
ironman ironman1 isabel itachi italia italy iwantu jack jackass jackie jackson jaguar jaguar1 james
january january1 japan jasmine jason jasper java javascript javier jayjay jayson jedi jeffrey
jennifer jennifer1 jenny jeremy jerome jessica jessica1 jessie jesus jesus1 jesus123 jesuschrist
john johncena johnny johnson joker joker123 jonathan jordan jordan1 jordan23 joseph joshua joshua1
julian july june junior justice justin justin1 kakashi kangaroo karen karina katherine kawaii kelly
kenneth kenny kenny1 kevin keyboard killer killer1 kimberly king king123 kingkong kirk kisses kissme
kitten kitten1 kitties kitty kitty1 klaster klingon knight knight1 koala krypton ladybug ladybug1
lakers lalala laptop lasvegas lasvegas1 laura lauren legend legolas leonardo leopard leslie letmein
letmein! letmein01 letmein1 letmein12 letmein123 liberty lifehack liliana linkedin linux lion
lionking lions little liverpoo liverpool login lollipop london london1 lord lord123 lorena louise
love love1234 lovelove lovelove1 lovely lovely1 loveme loveme1 loveme123 lover lovers lovers1
loveyou loveyou1 loveyou2 lucifer lucky lucky1 lucky13 lucky7 luckyme luffy luigi mac macbook maddog
madison maganda maggie magic magic123 mahalkita mahalko major manager manager1 manga manuel march
marcus maria mariana marie marina marine marines mario mariposa marketing marlboro martin marvel
marvin master master1 master12 master123 master12345 matrix matrix1 matrix2 matthew matthew1
maverick maxwell may melanie melissa mercedes merlin metallic metallica metropolis mexico mexico1
miami miami1 miamor michael michael1 michelle michelle1 mickey mickey1 mickeymouse microsoft
midnight miguel mike military miller million minecraft minecraft1 minecraft123 minnie minnie1 modem
mommy1 monday money money1 money123 monica monique monitor monkey monkey1 monkey12 monkey123 monkeys
monster monster1 monsters mordor morgan morpheus moscow motdepasse mother mountain mouse muffin
murphy mustang mybaby mylove mylove1 mypassword myspace myspace1 mysql mystery nala narnia naruto
naruto123 nascar natalie natasha nathan navy ncc1701 nemo neo netflix network nevermind newyear
newyork newyork1 nicholas nicole nicole1 nikita ninja ninja123 nintendo nintendo1 nirvana nissan
nobody nothing nothing1 november november1 number1 numberone nurse nurse1 october october1 office
office123 olaf oliver olivia onepiece online opensesame openup oracle oracle123 orange orlando otaku
outlook p@55w0rd p@ssw0rd p@ssw0rd! p@ssw0rd1 p@ssword pa$$word pa55word packers pakistan panda
panda123 panther panther1 panties paris paris123 parker parola parrot pass pass123 pass1234
pass12345 passpass passw0rd passw0rd! passw0rd1 password password! password#1 password01 password1
password11 password12 password123 password1234 password2 password99 password@123 passwort patricia
patrick paypal peace peaches peanut pepper perfect perfect1 peru pets phantom phoenix phoenix1
phoenix2 pictures piglet pikachu pilot pirate pirates pixar platinum playboy player playstation
playstation2 please pluto pokemon pokemon1 pokemon12 pokemon123 poland police police1 polly pony
poohbear pookie popcorn porn porsche portugal postgres potter power precious predator pretty pride
prince prince1 princesa princess princess12 princess123 princess2 princess7 private programmer pumba
pumpkin puppies puppy puppy1 purple pussy pussy1 pussycat python python1 python123 q1w2e3 q1w2e3r4
q1w2e3r4t5 q1w2e3r4t5y6 qazwsx qazwsx123 qazwsxedc qazxsw qqqqqq queen queen123 qwaszx qwe!23 qwe123
qweasd qweasd123 qweasdzxc qweqwe qwer qwer1234 qwerasdf qwert qwerty qwerty1 qwerty12 qwerty123
qwerty1234 qwerty123456 qwertyu qwertyui qwertyuiop qwertyuiop123 r2d2 rabbit rabbit1 rachel rafael
raiders rainbow rambo rambo1 ranger rangers raven raymond razz rebecca rebelde red123 redskins
redsox redwings remember rememberme ricardo rich richard robert robert1 roberto robin roblox
roblox123 robocop rocket rockon rockstar rocky rocky1 rockyou rodeo ronald ronaldo root rosebud
router royal runner rush2112 russia russia1 sabrina sailor sailormoon sakura sakura1 sales samantha
samson samsung samsung1 samsung123 samuel samurai sandra santiago sarah sasuke sasuke1 satan saturn
sauron savior sayang scarface school school1 scooby scooby1 scoobydoo scooter scorpio scorpion
scorpion1 scotland seattle sebastian secret secret1 secret12 secret123 secretpassword senha
september september1 sergeant sergey sergio server service sex sexsex sexy sexy1 sexy123 sexygirl
sexygirl1 shadow shadow1 shadow12 shadow123 shadows shannon shark sharks shelby shit shithead
shithead1 shorty shrek sierra silver simba simpsons single skater skippy skype skywalker slayer
slideshow slipknot slytherin smile smile123 smiley smokey snake snape sniper snoopy snoopy1 snowball
soccer soccer1 soccer12 soccer123 softball soldier somebody sonic sophie sopranos southpark spain
spanky sparky special special1 spider spider1 spiderman spiderman1 spock spongebob spotify spring
spring2020 spring2021 spring2022 spring2023 spring2024 sql stargate startrek startrek1 starwars
starwars1 starwars123 steaua steelers stella stephanie stephen steven strawberry student student1
stupid success suckit summer summer1 summer12 summer123 summer2019 summer2020 summer2021 summer2022
summer2023 summer2024 sunday sunshine sunshine1 sunshine123 superman superman1 superman123 superstar
supervisor support support123 sweet sweetheart sweetie sweety sydney sysadmin taylor teacher
teacher1 teamo tennis tequiero teresa terminator test test1 test12 test123 test@123 testing
testing123 texas texas1 theman thepassword therock thomas thomas1 thor thunder thx1138 tiffany tiger
tiger1 tigers tigers1 tigger tigger1 tinkerbell tintin titanic tits tokyo tomcat toor topgun toyota
travis trinity trinity1 trouble trustme trustno1 trustno1! trustno1one tucker tuesday turkey turtle
turtle1 tweety twitter ubuntu ukraine unicorn unicorn1 united university unknown usa123 user user123
vader valeria vampire vanessa vegas vegeta veronica victor victoria victory viking vincent viper
voldemort volleyball voodoo voyager wales walter warcraft warrior warrior1 webadmin webmaster
weekend welcome welcome! welcome01 welcome1 welcome12 welcome123 welcome2 welcome@123 westlife whale
whatever whatever1 whatever12 wifi william williams willie willow wilson windows windows10 windows7
winner winner1 winston winter winter12 winter123 winter2019 winter2020 winter2021 winter2022
winter2023 winter2024 wireless wizard wolf wolfpack wolverine wolves wonderful wonderwoman xavier
xbox360 xmen xxxxxx xxxxxxxx yahoo yamaha yankees yellow yoda youtube yugioh zaq12wsx zaq1xsw2
zaq1zaq1 zebra zelda zion zombie zombies zxc123 zxcvbn zxcvbn123 zxcvbnm zxcvbnm123 zzzzzz
`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(WORDS.split(/\s+/).filter((word) => word !== ''));
