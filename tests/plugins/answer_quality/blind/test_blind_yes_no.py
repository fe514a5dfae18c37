"""Held-out ("blind") yes/no answers, labelled by hand by someone who had not read the reader.

Each row holds an answer and the verdict it commits to (yes, no, null). A verdict counts
right when ``extract_verdict`` (the ``yes_no`` evaluator's reader, the same one NLI's yes/no
label sets use) commits to the same thing, null included.

Batch 1 (275 answers): main at e8f7862 read 228 right (82.9%); after the fixes by class
(changes of mind, short auxiliary answers "It does." / "They can't.", informal verdicts,
negated predicates "not true" / "isn't wrong", lead adverbs and phrases, verdicts after a dash,
closing verdict sentences, "yes and no ... : no", one-letter replies) it reads 271 (98.5%).
The four misses need the question to read the answer ("It isn't impossible", "Not in the air",
"there's no right angle").
Batch 2 (a second writer; 242 answers in the copy kept here): first scored after the batch-1
fixes, 236 right (97.5%; main at e8f7862: 181, 74.8%); after the fixes by class ("Yes, it
increased." closing a reply, "you could say yes", "not technically", "not even close",
"almost certainly yes", "I wouldn't say it isn't", a lead-in before a closing verdict) 240 (99.2%).
Batch 3 (a third writer; 269 answers): first scored on main at 4ad66fc, 267 right (99.3%);
after the fixes by class ("Not all of them." as a no; a "depends" that "but ..., yes" settles)
269 (100%).
Batch 4 (two new writers; 303 answers): first scored at 62e6734, before any change for it,
284 right (93.7%).
After the fixes by class (lead-ins of up to eight words before the verdict, "Absolutely, <statement>",
an opening "yes" without punctuation, "shows no", "would say no", ", and yes,", double negatives with
"would not be", a short closing "Not <noun>.", "…" as a sentence end, a check mark, letter-spaced
verdicts, "can't answer yes or no") 298 (98.3%); batch 1: 271, batch 2: 241, batch 3: 269.
Left: answers that restate the question's predicate ("7 is odd.", "Machu Picchu is in Peru.") or
report a verdict ("Historians say no.").
Batch 5 (new writers who had not read the code; 265 answers): first scored at 55a885d, before any
change for it, 206 right (77.7%). After the fixes by class (with the question passed to the reader:
an answer that only restates the question's proposition, affirmed or negated - "The moon doesn't
produce its own light.", "Whales are mammals.", "So Saturn isn't the only one.", "There is no such
requirement." -; "Not since 2006." / "No longer."; "Indeed it did."; "the strict answer is no")
239 (90.2%); batch 1: 272, batch 2: 241, batch 3: 269, batch 4: 299. Left: restatements with other
words or a different value ("It's in Rome.", "Spiders have eight legs.", "Kangaroos can't move
backwards" for "walk backwards"), a verdict inside a hedged sentence ("honestly yes, Greenland is
bigger"), and answers in another language before the English one.
Batch 6 (new writers who had not read the code; 332 answers): first scored at d61d5a5, before any
change for it, 172 right (51.8%). After the fixes by class (verdict words of other languages, "Sí,",
"Нет,", "はい、"; informal verdicts, "Not yet.", "Not a chance.", "Pretty much.", "Far from it."; a
lead-in before "absolutely -"; restatements in other words: antonyms, "It's irrational." for
"rational", "the shorter of the two" for "taller"; a short predicate, "It's prime."; a compared value,
"A marathon is 42.195 km." for "longer than 40 km"; another value or rank, "A baker's dozen is 13.",
"Aldrin was second."; negated alternatives then the question's term, "Not in X, not in Y - it's in
Z"; "today it's Tokyo"; negated questions; two verdicts listed, "Answer: Yes, No", as none; "my first
answer stands" and "No, that's right" after a doubt; a closing "Not even close." as an intensifier;
an ending check mark) 237 (71.4%); batch 1: 274, batch 2: 241, batch 3: 269, batch 4: 300, batch 5:
244. Left: answers whose verdict needs knowledge the question does not give ("Batman is DC.",
"Ottawa, actually.", "Germany ~84 million, Japan ~124 million.", "Africa."), restatements with
synonyms or other verbs ("empties into the Atlantic" for "flow into the Pacific"), a "Yes and no"
that a later clause settles, double negatives about another predicate ("It's not that they
can't"), and "No, it's not just a mountain" answering a negative question.
Batch 7 (new writers who had not read the code; 276 answers): first scored at d2d1827, before any
change for it, 197 right (71.4%). After the fixes by class (an adverb before a short auxiliary
answer, "They absolutely can.", "you generally can't", "You don't need to.", "So it isn't one.";
whole-clause idioms, "Bingo -", "Naturally -", "Accurate -", "Ha, if only."; verdict words in
Vietnamese, Finnish, Hungarian, Greek, Hebrew; "Final: Yes" as a marker; a list of three verdict
words, "Yes, no, maybe - not sure", as none; an opening quotation, '"No, I am your father." - so
...', as someone else's words; a year compared with "before" / "after", "It ended in 1945." for
"before 1950") 211 (76.4%); batches 1-6 unchanged (274, 241, 269, 300, 244, 237).
Left: answers that commit only through knowledge the question does not give (about 50: "Lisbon
sits at about 9.1°W, Madrid at about 3.7°W.", "91 = 7 × 13.", "Federer: 20. Djokovic: 24.",
"Hiroshima on August 6, Nagasaki on August 9, 1945."), restatements with other words ("There's
no law against it.", "The Titanic didn't survive its first voyage", "Uncle Sam takes his cut"),
rhetorical idioms ("Is the Pope Catholic?"), "Yes and no. ... But overall, they are the same
distance.", elimination over the question's own candidates ("Is Sydney? No. ... Canberra? That's
the one."), an aside "and yes, interfaces can ..." after a negative answer, and "isn't illegal, but
... you can chew gum there" read by its restatement. Round 22 (the NLI helper's fixes for NLI batch 22): 231, a
short denial with the question's verb set off by a dash before its reason, "It doesn't produce any — ...".
Batch 8 (new writers who had not read the code; 304 answers): first scored at d2d1827 (after the
batch-6 fixes, before the batch-7 ones), 211 right (69.4%); at fad4e05, after the batch-7 fixes and
before anyone had looked at it, 211 (69.4%). After the fixes by class (advice against the act,
"Don't.", "Never.", "Under no circumstances"; "The opposite -", "It's the other way round"; "No doubt
about it", "Without question"; "Go for it."; "That checks out.", "about right", "That's the
traditional date"; "Always has been."; an affirming word before a short auxiliary answer, "Of course
it is.", "Generally it does"; "so they do help"; "Jawohl."; "Not in the everyday sense"; a verdict
after a colon closing "Yes and no ..."; restatements in other words: "neither even nor odd", "Not
only is it unsafe", an aside before the verb, "unsafe" for "safe", same/different, a modal and verb,
"There is a limit", "no such thing as ..."; "A, not B" contrasts; another name in the question's
slot, "Mercury is the hottest", "Raphael painted it", "written by Cervantes", "It's French"; a
judgement of what is asked about, "Grapes are toxic to dogs"; an arithmetic chain, "7 × 8 = 56"; a
fragment, "Irrational.", "Much larger -"; a value stated in a short clause or standing alone, "It
has nine.", "Four.", "More like ~60%", "At least one -"; a comparison with its terms swapped; a later
clause about the subject, "..., but it's nowhere near the deepest") 288 (94.7%); batches 1-4
unchanged (274, 241, 269, 300), batch 5: 245, batch 6: 245, batch 7: 222.
Left: answers that need knowledge or synonyms the question does not give ("It was indeed a British
gift" for "the United Kingdom", "outpaces" for "grow faster", "comes out well ahead", "Dogs see only
in black and white", "12² = 144" for "a perfect square", "there are more roos", "isn't rated for hot
water", "It's always two words"), a place named inside another ("It's in South America" for "in
Africa": read as nothing, since a place inside the one asked about is no denial), a hyponym read as
the term ("a dwarf planet" for "a planet"), a rank word inside a compound ("second" from
"second-language"), the question's foil named ("it's snapshots" for "diffs rather than
snapshots"), "No wonder people think so, ... but Antarctica is bigger", and "i.e. roughly one-sixth"
after figures.
Batch 9 (new writers who had not read the code; 381 answers): first scored at 294b215, before any
change for it, 262 right (68.8%). After the fixes by class ("Impossible." / "Not possible -" as a whole
clause; "No no,"; "I'd reply in the negative", "that would be a negative"; "They can and do"; a denying
word that is the question's own predicate, "Is it impossible ...?" - "It's impossible."; a "depending
on how ..." that qualifies a detail after the verdict; endings without one answer, "there's no single
answer", "can't resolve it", "yes for most, no for some"; a verdict on the claim itself, "The saying is
wrong:", "the 10% claim is a myth"; "Yes. No. Maybe?" as none; "Obviously!"; "Claro que sim"; "Definitely
avoid it."; "Right, it isn't." agreeing with a negative question's negation; a lead phrase before a short auxiliary answer, "Strictly
speaking, it isn't -") 283 (74.3%); batch 2: 242, batch 7: 223 (earlier misses these rules happen to fix), batches
1, 3-6 and 8 unchanged. Left: answers that commit only through knowledge the question does not give
(most of the rest: "Switzerland uses the Swiss franc.", "Brasília, since 1960.", "Hamlet takes place in
Verona."), restatements read wrongly ("Africa is a continent with 54 countries" read as a yes through
"countries"; "Polar bears live in the Arctic" for "Antarctica"), "Most people cannot -", "Hard pass.", a refusal "I'd like to help, but I can't",
Italian "Non è a Roma", and "No kangaroos in Austria!".

Batch 10 (new writers, told to make about 60% of the replies ordinary benchmark answers; 362
answers): scored blind after the batch-8 fixes: 312 (86.2%); after the batch-9 fixes: 314 (86.7%).
After the fixes by class (a new module, scorewire.extraction._yesno, for shapes of the whole reply:
a judgement or saying verb over a clause, "It would be wrong to say it doesn't", "I can't say that it
isn't"; assent or dissent negated, "I wouldn't disagree", "I doubt it"; a certainty idiom stressing the
clause after it, "No doubt about it: <the claim denied>"; a different verdict under each condition as
none; a closing "so, <lead phrase>, yes"; "He did not.", "That it is."; "I wouldn't say so", "I'm
afraid not"; "lol no"; verdict words of other languages opening the reply, "Nee,", "Hapana,",
"Ndiyo,"; "Not unless ...", "Only if ..., which he wasn't"; "the answer is that <clause>"; and
restatements by structure: a word that denies the question's word after it, "without a single moon",
"safe from sunburn", "stopped growing"; ordinal numerals, "the 43rd president"; "every" for "all";
the opposite pole of a scale, "cooler" for "hotter"; a word of the subject's name said outside it,
"the Amazon is the longest river"; a classifier noun, "the province of Ontario"; a label before a
colon, "Verdict: ..."; a comparison by a factor; an aside between dashes; a compared number restated
only with its comparison; "only one"; the question's definite noun with another name, "The capital is
Ottawa."; "Canberra ... is indeed ...") 344 (95.0%); then classes written from new sentences of the
helper's own, not from any blind row, for unseen batches ("Sadly not.", "Hardly.", "It's not,
actually", "I'm pretty sure it is", "Bell did.", "It was Bell.", terms swapped round "than", "Only
some X are Y", "Born 1564, died 1616.", "do so", "That's just a saying", "Never look at it",
names joined by "of", "Ottawa, actually.", "By Leonardo.", "Ja klopt."): batch 10 unchanged, batch 5:
246, batch 6: 249, batch 7: 224, batch 8: 289, batch 9: 285 (earlier misses all these rules happen to
fix: 4 of the 167 misses of batches 7-9, 5 of batches 5-6), batches 1-4 unchanged; no row of any
batch, NLI included, went from right to wrong. Left (18): answers that commit only through knowledge neither the question nor
the answer gives (10: a place named in the question's place, which could lie inside it, "sits in
Tanzania" for "in Kenya", "originated in Hamburg" for "in Liverpool"; "Glass is an amorphous solid"
for "a liquid"; "The cheetah wins every time"; "built by the United States government" for "a gift
from France"; "Both title characters die" for "a comedy"; "made with anchovies"; "they're mammals" for
"a fish"; "Is the Pope Catholic?"; "no fruit more associated with vitamin C"), synonyms and paraphrases
(5: "receding" for "moving away", "less dense" for "lighter", "its density is lower", "never part of
the group" for "a member of the Jackson 5", "quintessentially Italian; they originated there" for
"native to Italy"), and three shapes left alone: a summing-up noun phrase after a dash ("- the textbook
definition of a fruit"; joining it to the clause lost three rows of other batches), "Its shoreline is
..., around 430 metres below sea level" (a possessive pronoun and an apposition), and "the tallest
mountain in the world by any measure" for "measured from base to peak".
Batch 11 (new writers who had not read the code; 447 answers): scored blind at d2e35c2, before any
change for it: 391 (87.5%); after the batch-10 fixes, before anyone had looked at it: 398 (89.0%).
After the fixes by class, each written from new sentences of the helper's own first (restatements: another
rank in the question's slot, "the 16th president" for "the first"; a verb of intent over the predicate,
"was meant to land", as no assertion; an interjection before a restating clause; "I have no way of
checking" declining; shapes of the reply against the question: an adverb of scope before a short answer,
"Botanically they're not."; a closing "So: <phrase>, yes" / "So it's possible: yes"; a closing short answer
in the question's auxiliary, "So he did not."; a closing verdict letter, "Y."; a colon and a verdict word of
another language closing the reply; "Hardly any.", "Zero moons."; "Impossible in practice."; an occurrence
for a question of possibility, "It has happened"; a restriction for a question about all or always, "Only on
the first Sunday"; a lack for a question of outcome, "isn't massive enough"; a "different" fragment for "the
same"; a frame over a judgement, "I'd say that's accurate"; the question echoed then judged; "So the
pedant's answer is no"; a verdict scoped to a frame then "In reality, ... no"; "partially true", two labelled
cases with different verdicts and "Or no, ..." as none; advice against an act a question of harm asks
about as a yes; "Hmm, sí", "Certo che sì", Thai "ใช่ครับ", a decimal number in a lead-in, "Ha, quite the
opposite"; a closing "Not <the question's words> at all.") 429 (96.0%); batch 7: 225 (an earlier miss the
last class happens to fix), the other batches unchanged (no row of any batch, NLI included, went from right
to wrong; none of the 129 misses left in batches 8-10 was fixed). Left (18): knowledge the question and the reply do
not give (2: "No bird can fly backwards" for a hummingbird; "Los Angeles is the state capital" for "the
capital of California"); synonyms and paraphrases (7: "discharges more water" for "carry more water", "both
cities share it" for "the same time zone", "presented in Oslo" for "awarded", "Darwin wrote it" for "the
author of", "isn't part of NATO" for "a member of", "the standard number for an adult - 206", "closed" for
"open"); shapes left alone (7: "Is it false that ...?" - "That's false. The Sun is a star" (label debatable),
"I wouldn't say it's not impossible ... So it is impossible", "We've got two lungs - no more." for "more than
two", "Less than water -" as a second-sentence fragment, "Apollo 13 never
landed -" without its object, "the capital happens to be Toronto", "they're completely deaf" after a dash);
a reply cut off mid-sentence read through its context sentence; and Swahili "La," (an article in other
languages).
Batch 12 (new writers who had not read the code; 458 answers): scored blind at d2e35c2, before any change for it: 378 (82.5%); after the batch-10 fixes: 388 (84.7%); after the batch-11
fixes, before anyone had looked at it: 391 (85.4%). One row read right before was read wrong after (a reported verdict,
then "I can see arguments both ways"); with its class fixed: 392 (85.6%). After its own fixes (each class written
first from sentences of our own, with near misses: a contrast inside a concluding clause and a question's own
"A rather than B" kept; degree words before a pro-form, "Almost certainly not", "Very much so"; a denial limited
to a scope as the whole first sentence, "Not in winter."; a verdict doubted at once, "Yes... or no?"; a marker for
a case set aside, "in that case the answer would be yes", after an opening verdict; a marker whose question is
quoted; the question after a passage; a supposition then a correction, "One would think so, but in fact no";
plurals in -ies; a clause after ", but" naming the subject again after a frame; "He didn't invent it"): 405 (88.4%); batch 1: 275 and
batch 11: 430 (one earlier miss each that these classes happen to fix), the other batches and every NLI batch
unchanged; no row of any batch went from right to wrong. Left (53): most need knowledge or a synonym the reply
does not give (see docs/extraction.md).
Batch 13 (new writers who had not read the code; 470 answers), written after the batch-11 fixes:
with the code of d2e35c2 (before the batch-10 fixes) it reads 414 (88.1%); scored blind after the batch-10
and batch-11 fixes: 419 (89.1%); after the batch-12 fixes, before anyone had looked at it: 423 (90.0%).
After its own fixes (each class written first from sentences of our own, with near misses: verdicts split
between two sources, "X says yes; Y says no", or two long conditions as none; an answer marker closing the
reply, "So the answer's yes.", "the answer to 'is it impossible' is no"; the question's own denial, "without
spoiling" answered by "doesn't spoil"; "caffeine-free", "lost its coastline"; a closing sentence leaving the
verdict to a viewpoint, "Depends who you ask."; "not never"; a closing verdict with its scope, "So mostly yes for
the visible part"; a conclusion after two labelled cases; comparatives of the same sense, "bigger" for "larger";
an adverb in a short answer after a lead-in, "Contrary to the saying, it absolutely can"; "Total myth."; "I'm not
convinced ..."; "That doesn't sound right"; a name alone for a question of rank, "Alaska, by far"; "Always,";
"Only in folklore"; a number alone against the question's bound, "So, one." for "more than one"; "they
qualify"; an abbreviated qualifier left unsaid, "became a state" for "a U.S. state"; a label then a verdict
run on, "Standard guitar: yes six strings"): 450 (95.7%); batch 6: 251, batch 8: 290, batch 9: 286, batch 12:
407 (earlier misses these classes happen to fix: 2 of the 88 misses left in batches 10-12), the other batches
and every NLI and multiple-choice batch unchanged; no row of any batch went from right to wrong. Left (20): 7 need knowledge neither the question
nor the reply gives ("Potatoes come from the Andes", "It's in the British Museum in London"), 7 a synonym or
paraphrase ("doesn't produce light" for "have its own light", "fictional" for "real"), 6 are shapes left alone
(see docs/extraction.md).
Batch 14 (new writers who had not read the code; 578 answers), written after the batch-12 fixes: scored
blind with the code of 41ddeb7 (before the batch-13 fixes): 533 (92.2%); after the batch-13 fixes, before anyone
had looked at it: 532 (92.0%): one row read right
before was read wrong ("So in a sense yes — ...": the scoped verdict unread, a restatement rule read
the rest); with its class fixed (a concluding verdict qualified by its scope, "So in a sense yes",
test_extraction_batch14_classes.py): 533 (92.2%). After its fixes by class (test_extraction_batch14_yesno_classes.py:
"either way" leading a conclusion; a denial limited to a manner, degree or time set off by a dash; a graded
verdict noun or a pro-form after an answer marker; a source's lean; a closing echo of the question's predicate;
the role the question names filled by another name; both verdicts each for a part or a bracketed reading, a
verdict turned on an open choice, a short answer declined, a restatement broken off after a function word as
none; a judgement alone opening the reply; "since then it's X"; a bare value as the norm; a comparison with its
margin; "one of the two <noun>" as a member of a pair; assent or dissent over a short answer; "No <the
question's noun phrase>."): 559 (96.7%). Batch 9 gained 2 rows (288); every other batch read as before, no row
of any batch (yes/no, NLI or multiple choice) went from right to wrong, and none of the 88 misses left in
batches 11-13 was fixed (a transfer of 0).
Batch 15 (new writers who had not read the code; 529 answers), written before the batch-13 round and read
by nobody until the batch-14 round was merged: with the code of 41ddeb7 490 (92.6%); after the batch-13 round 491 (92.8%);
after the batch-14 round, its first score with the code of the day 492 (93.0%). After its fixes by class
(test_extraction_batch15_yesno_classes.py: an adverb between an answer marker and the verdict, "the answer is still
no"; a labelled short answer without its colon, "Short answer no"; a verdict clause with its subject left out, "->
can't hear it"; a litotes of the question's predicate, "Not illegal, but ..."; an answer after the reply's own echo
of the question, and a dismissal ended by an emoji; a restatement taken back by a change of mind; both verdicts then
"not a clean yes/no" or "so it depends"; "either way" after a sentence closed by a bracket; a question set out after statements of its
problem, and a concluding clause naming another value; a check mark before a closing aside; a closing conclusion
tagged with its verdict): 505 (95.5%). Batch 6 gained 1 row (252); every other batch read as before, no row of any
batch went from right to wrong, and none of the 90 misses left in batches 12-14 was fixed (a transfer of 0).
Batch 16 (new writers who had not read the code; 590 answers), written before the batch-15 round: with the
code of 41ddeb7 541 (91.7%); after the batch-14 round and the batch-15 false positives' classes 542 (91.9%); after the
batch-15 round, its first score with the code of the day, 543 (92.0%). After its fixes by class
(test_extraction_batch16_yesno_classes.py: a claim judged true or false - a frame of truth over a restated clause,
"It is not the case that X can't ...", a claim named, quoted or reported and then judged, the question's own claim
named as such; support for the claim denied, "There's no evidence that it does"; a closing conclusion restating the
question after bare verdict words that answer steps; an answer after a question the reply asks itself further on; a
litotes of the question's predicate in the committed clause or tagged by a bare verdict word, "It's not illegal,
no"; verdicts for several cases, the case the question names deciding; a same/different fragment closing the reply;
a short restating predicate followed by its scope; a second conclusion after a "but"; a frame over a restated clause
closing the reply; a count compared with the question's bound when either is spelled out; "the number 0" restated by
its numeral; a closing sentence calling what is asked a myth; advice under a condition as no verdict; a scoped
verdict running on without a comma; a certainty idiom turned only by a denial; an inline "Question:" label after a
passage): 569 (96.4%). Batches 4, 5, 6, 7, 13 and 15 gained a row each (301, 247, 253, 226, 451, 506); no row of any
batch (yes/no or NLI) went from right to wrong, and 2 of the 63 misses left in batches 13-15 were fixed (a transfer
of 2; 6 of the 409 misses left in batches 1-15).
Batch 17 (new writers who had not read the code; 651 answers), written at the start of the batch-16 round: with
the code of 4b47cdd (the batch-15 round) 533 (81.9%); after the batch-16 round, its first score with the code of the day,
552 (84.8%: 20 rows gained, 1 lost, "Never safe without proper
protection.", read as conditioned advice). After its fixes by class (test_extraction_batch17_yesno_classes.py: "Never
<the question's own predicate> without ..." as a denial, not advice; a conclusion restating only the subject with
another predicate after a copula as no restatement, "So the whale is a mammal." for "a fish"; an opening verdict under
a frame, then the other verdict after a contrast or a conclusion, "Intuitively yes, but ..., so no", and two framed
verdicts side by side as none; subjects set against each other with short answers, "Arizona doesn't, but Hawaii
does."; a bracketed sentence closing the reply as an aside; "with no ..." inside a modifier; a closing denial of a
noun phrase the question does not hold; a restated act ruled out, "... is illegal", "is banned"; what is asked called
a myth in the question's words, and "misnomer"; "Not normally."; a check mark with an emoji variation selector; the
clause after a dash restating the question; "So in some cases yes"): 573 (88.0%). Batches 6, 11, 15 and 16 gained a
row each (254, 431, 507, 570); no row of any batch (yes/no or NLI) went from right to wrong, and 2 of the 63 misses
left in batches 14-16 were fixed (a transfer of 2; 4 of the 424 misses left in batches 1-16). Of the 78 misses left,
29 need knowledge neither the question nor the reply gives, 18 a synonym or paraphrase, 11 have labels open to
debate, and 20 are shapes left alone (see docs/extraction.md).
Batch 18 (new writers who had not read the code; 659 answers), written at the start of the batch-17 round: with
the code of 4b47cdd 563 (85.4%); before the batch-17 round 582 (88.3%); after it, its first score with the code of the day, 585 (88.8%).
After its fixes by class (test_extraction_batch18_yesno_classes.py: another thing in the one place the question leaves
open, the subject kept and another name, "The telephone was patented by Bell." for "by Edison?" (a place only with the
place that holds it, "in Tibet, China"), or another subject for a one-of-a-kind role, "Helium is the most abundant
element."; the question's own subject named alone at the opening for such a role, "Ottawa, Ontario, ..."; a leading
phrase naming the source, "Per the passage, ..."; a reply of a word or two without a full stop as complete,
"irrational"; a value alone then emphasis or its list, "Three, in fact.", "Five: blue, ..."; the writer's surprise and
a verdict word under a negated saying, "I'd be surprised if it weren't", "I wouldn't say no", "I wouldn't say there are
none"): 595 (90.3%). Batches 6, 7, 9, 15 and 17 gained 7 rows in all (255, 228, 290, 508, 574); NLI batches 7 and 17
gained 2 each; no row of any batch (yes/no or NLI) went from right to wrong, and 2 of the 120 yes/no misses left in
batches 15-17 were fixed (a transfer of 2; NLI: 2 of the 4 left in batches 15-17).
Batch 19 (new writers who had not read the code; 913 answers), written at the start of the batch-18 round: with
the code of 4b47cdd 832 (91.1%); before the batch-18 round 843 (92.3%); after it, its first score with the code of the day, 842 (92.2%: 1 row lost, "Liver: largest internal. Skin: largest
overall. Which one do you mean?", read as yes).
After its fixes by class (test_extraction_batch19_yesno_classes.py: a copular category question answered by putting
its common-noun subject in another category, "Dolphins are marine mammals." for "Is a dolphin a fish?"; a restatement
followed by a closing question handing the choice of reading back to the asker, "Which one do you mean?"; a question
written all in lower case getting its names' capitals back from the passage and the reply; a question of rank about a
name answered by a name alone closing the reply; frame-scoped verdicts then one set off by a colon closing the reply;
the question's subject, or a clipped form of it, and its auxiliary alone, "Crocs can't."; a negated clause with a verb
of its own after a restatement, "..., but not every rectangle is a square", no longer joined to it): 855 (93.6%).
Batches 14, 15, 17 and 18 gained a row each (560, 509, 575, 596); no row of any batch (yes/no or NLI) went from right
to wrong, and 2 of the 161 misses left in batches 16-18 were fixed (a transfer of 2).
Batch 20 (new writers who had not read the code; 931 answers), written at the start of the batch-19 round: with
the code of 522c3e4 831 (89.3%); after the batch-19 round, its first score with the code of the day, 833 (89.5%).
After its fixes by class (test_extraction_batch20_yesno_classes.py: a comparison of two named terms answered by
naming which has more of the quality, "Africa is ~14x bigger.", "Russia by far.", "X wins"; a question of existence
answered by a verbless fragment naming or counting instances, "Qatar!", "Three times: ..."; to "Is it not true that
P?", a yes/no word followed by P restated the other way as no answer; one word alone naming the holder of a
one-of-a-kind role, "Yen." for "Is the currency of Japan the yuan?"; "too heavy to fly" ruling the verb out): 848 (91.1%). Batches 7, 9, 12, 17, 18 and 19
gained 7 rows in all (230, 291, 408, 576, 597, 856); no row of any batch (yes/no, NLI or MC) went from right to wrong,
and 3 of the 197 misses left in batches 17-19 were fixed (a transfer of 3).
Batch 21 (new writers who had not read the code; 898 answers), written at the start of the batch-20 round: with
the code of 522c3e4 813 (90.5%); with the code after the batch-19 round 814 (90.6%); after the batch-20 round, its first score
with the code of the day, 817 (91.0%). After its fixes by class (test_extraction_batch21_yesno_classes.py: a bare
fragment naming the question's predicate, negated or with a negating prefix, "Valid.", "Invalid (...)",
"Tuples: immutable."; a verdict split by scope, "A, yes; B, no", then settled after a colon or arrow; the question's
subject mapped to a name, "Kilimanjaro — Tanzania."; a clause of "not" and the question's own words, "Not 'most'"):
829 (92.3%). Batches 5 and 18 gained a row each (248, 598); no row of any batch (yes/no, NLI or MC) went from right
to wrong, and 1 of the misses left in batches 18-20 was fixed (a transfer of 1).
Batch 22 (new writers who had not read the code; 868 answers), written at the start of the batch-21 round: with
the code of 522c3e4 845 (97.4%); before the batch-21 round 846 (97.5%); after it, its first score with the code of the
day, 846 (97.5%). After its fixes by class (test_extraction_batch22_yesno_classes.py: a verdict word tied to a clause
of the reply's own, "So yes, Suez is longer.", "yes, it's divisible - meaning 57 is not prime", and that clause taken
back after "wait"; the question's compared number put on a side of itself in other words, "It's above 200.", "does
not exceed $1,200"; the asker or a term of the question judged, "You're right that it is.", "1989 is right."; a
restatement after "but" in the same sentence; "yes and no" settled by a restating last sentence; a closing "- no
profit."; "Even." as the predicate; the claim named by a noun, "the claim of a decrease is false"; others' indecision,
"60 were undecided"; a closing "unsure which"; a stray letter after "I can't predict"; advice to look it up; "is
semantics"; two compared names sharing a word, "the Suez Canal is longer"): 864 (99.5%). Batches 6, 7, 14 and 17
gained 1, 1, 1 and 2 rows (256, 231, 561, 578); no row of any batch (yes/no, NLI or MC) went from right to wrong, and
0 of the 209 misses left in batches 19-21 was fixed (a transfer of 0). Left: four rows that need knowledge or
inference the reply does not spell out ("It was for the photoelectric effect." for "for relativity"; "Their memory
is a lot better than that."; "OK so he's early." for "before the meeting"; "But 'prove'? The authors ... couldn't
establish causation.").
Batch 23 (new writers who had not read the code; 801 answers), written at the start of the batch-22 round: with
the code of 02673f8 (the start of the batch-22 round) 727 (90.8%); after the batch-22 round, its first score with the code of the day,
730 (91.1%). The batch-22 round had turned rows it read right into misses; after the fixes of those classes
(test_extraction_round22_unseen_classes.py: a quantifier ("all", "every") taken for the subject when a contrasted clause turns the question's terms round; a conclusion opening with a pronoun after another named subject ("No - Mercury is closest to the Sun, so it's the hottest.")): 732 (91.4%).
After its fixes by class (test_extraction_batch23_yesno_classes.py: a reply opening with two qualified verdicts
that differ, "In case A, yes; in case B, no.", read as the verdict of the case that names what the question asks
about when exactly one does, else, after a hedge ("..., possibly"), as no verdict; the shape only narrows a verdict the ordinary reading found;
both verdicts said for a part, "Half yes, half no - ...", then a clause that restates the question, read as no
verdict): 735 (91.8%). No row of any batch (yes/no, NLI, MC or math) went from right to wrong, and 0 of the 156
misses left in batches 20-22 was fixed (a transfer of 0).
Batch 24 (new writers who had not read the code; 709 answers), written at the start of the batch-23 round: with
the code of 02673f8 622 (87.7%); with the code after the batch-22 round 625 (88.2%); after the batch-23 round,
its first score with the code of the day, 625 (88.2%). After round 24: 644/709 (90.8%) (its fixes by class in
test_extraction_batch24_yesno_classes.py: a connective between "today" and what holds now; a past state "until" a past
time; a date's day is no value; several listed values state none; a cut-off "I believe it's"; slashed candidate names;
a closing that declares the question open; "partly yes, partly no ... - so no."; a judgement word of the same sense;
a "never" question answered "Yes, it does."; a namesake of the subject's name; which term came first in time; two
compared terms said not to differ; the asked value after "≠"; "but more accurately an ice giant"; another name
outranking a superlative; "They'd fit."; "not 300,000"; a clause after an ellipsis; the reply's closing question
restating the one asked; "the answer there is no"; a closing "I can't say one is hotter"). Batches 5, 6, 7, 9, 18, 20, 21 and 23 gained 1, 1, 2, 2, 1, 2,
3 and 1 rows (249, 257, 233, 293, 599, 850, 832, 736); no row of any batch (yes/no, NLI, MC or math) went from right
to wrong.
Batch 25 (new writers who had not read the code; 894 answers), written at the start of the batch-24
round: with the code of f59a566 (before that round) 835 (93.4%); after the batch-24 round, its first score with
the code of the day, 836 (93.5%). After round 25: 843/894 (94.3%) (its fixes by class in
test_extraction_batch25_yesno_classes.py: the asked exact number compared strictly, "longer than 100 years"; an
instance named for "is there a ... with no ..."; a list of labels and values is no fragment answer; the question's
closing frame kept with another word in its place, "a unit of distance"; "A, not B" where A says B's word as another
kind, "a dwarf planet, not a planet"; a whole short reply without a closing stop, "zero is even"). Batch 18 gained 1 row (600); no row of any batch went from right to wrong.
Batch 26 (new writers who had not read the code, asked to write every reply by hand; 676 answers), written at
the start of the batch-25 round: with the code of f59a566 (before the batch-24 round) 659 (97.5%); after the
batch-24 round 660 (97.6%); after the batch-25 round, its first score with the code of the day, 662 (97.9%).
After round 26: 672/676 (99.4%) (its fixes by class in test_extraction_batch26_yesno_classes.py: a word with the
privative "-less" is neither its root nor its "-ful" form; another word of place before the question's level, "at
sea level" for "below"; the reply's own questions answered in turn, the answer to its wording of the question; "it's
hard to give a simple yes or no"; "nobody can say for certain ..."; a claim quoted before the noun naming it; a short
answer with a closing bracketed aside; a bold verdict closing the working, "\\textbf{Yes}"; "..., but the state is not
an island" for the subject named before; a closing "Nine it is." with the question's own value). No row of any batch
went from right to wrong.
Batch 27 (new writers who had not read the code, asked to write every reply by hand; 748 answers), written at the start of
round 26: with the code of ec388f82 (before that round) 686 (91.7%); after round 26, its first score with the code of the day,
686 (91.7%). After round 27: 695/748 (92.9%) (its fixes by class in test_extraction_batch27_yesno_classes.py: a
participle of place left to the copula, "housed in the Louvre" - "It's in the Louvre."; a hesitation sound before a
verdict asked, "Um, yes?"; both verdicts asked, "Yes? No? ...", offered and none picked; a closing naming the case the
question asks about and tagging its verdict; "such <subject> (don't) exist"; a lead vouching for the clause after its
colon, "There's no doubt: ..."; the writer's view after a conclusion drawn, "So I wouldn't say they do."; and, no longer misread, a name after a word of route ("via"), "first" for a
superlative question, two settings of the subject compared, "faster in water than in air"). Batch 12 gained 1 row
(409); no row of any batch went from right to wrong. Left: replies that need knowledge the text does not state
(another name, value or kind given for the question's: "It fell in 1989.", "Kilimanjaro is in Tanzania.", "The
common cold is viral."), a pronoun or symbol for the subject ("√2 is irrational."), idioms ("no contest", "I'd be
lying if I said no"), and the debatable "No - it depends on ...". After round 29: 699/748 (93.4%) (its fixes by class in
test_extraction_batch27_round29_yesno_classes.py: a noun of kind before a lowercase name, "the number pi", dropped by
the reply; a root sign on a copula's subject for "the square root of"; "<expression> is <value>" for "="; "a member
of X" said as "is in X"; an irregular past form of the question's verb after an opening pronoun, "It sank in ...").
Batches 17, 18, 20, 23, 25 and 9 gained rows; no row of any batch went from right to wrong.
Batch 28 (new writers who had not read the code, asked to write every reply by hand and to make at least a third
of them longer than 150 characters; 915 answers; 306 longer than 150 characters), written at the start of round 27: after round 26 896 (97.9%); after round 27,
its first score with the code of the day, 896 (97.9%). After round 28: 898/915 (98.1%; a reply cut off on a bare "="
before the result its verdict waits on reads no verdict).
Batch 29 (new writers who had not read the code, asked to write every reply by hand and to make at least a third
of them longer than 150 characters; 656 answers; 16 labelled no answer; 227 longer than 150 characters; median
68 characters), written at the start of this stop: with the code of e2d682a5 (before round 29) 633 (96.5%); after the
round-29 classes for batches 27 and 28, its first score with the code of the day, 634 (96.6%). After round 29: 642/656
(97.9%) (its fixes by class in test_extraction_batch29_yesno_classes.py: an operation on numbers asked equal to a
value, "Is 2^10 equal to 1024?", and the reply giving the operation's value, "It's 60.", "2^10 = 2048", "it has 6
digits"; the pair the question sets side by side said to be the same or to differ, "They are different units.",
"So they're the same number.", "Neither; ..." for "heavier than"; a certainty idiom opening a short reply
whose stressed clause restates nothing, "No doubt about it: ... . They don't ...", read from the later restatement
instead of as a "yes"; and a guard: a restatement whose subject is
another number, or the question's number under another root or power, "√3 is irrational." for "Is 3 rational?",
gives no verdict). Batches 18 and 23 gained a row each; no row of any batch went from right to wrong.
Batch 30 (542 answers; 20 labelled no answer; 181 longer than 150 characters, median 98), written at the end of this stop, after round 29b, by new writers who had not read the code, with batch 28's brief (at least a third of the replies longer than 150 characters): its
first score with the code of the day (bfea09f5), 530 (97.8%).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from scorewire_answer_quality.verdict import extract_verdict

from tests.plugins.blind_batches import load_batch, misread

HERE = Path(__file__).parent
BATCHES = {
    "batch1_yesno.jsonl": 275,
    "batch2_yesno.jsonl": 242,
    "batch3_yesno.jsonl": 269,
    "batch4_yesno.jsonl": 301,
    "batch5_yesno.jsonl": 249,
    "batch6_yesno.jsonl": 257,
    "batch7_yesno.jsonl": 233,
    "batch8_yesno.jsonl": 290,
    "batch9_yesno.jsonl": 293,
    "batch10_yesno.jsonl": 344,
    "batch11_yesno.jsonl": 431,
    "batch12_yesno.jsonl": 409,
    "batch13_yesno.jsonl": 451,
    "batch14_yesno.jsonl": 561,
    "batch15_yesno.jsonl": 509,
    "batch16_yesno.jsonl": 570,
    "batch17_yesno.jsonl": 578,
    "batch18_yesno.jsonl": 600,
    "batch19_yesno.jsonl": 856,
    "batch20_yesno.jsonl": 850,
    "batch21_yesno.jsonl": 832,
    "batch22_yesno.jsonl": 864,
    "batch23_yesno.jsonl": 736,
    "batch24_yesno.jsonl": 644,
    "batch25_yesno.jsonl": 843,
    "batch26_yesno.jsonl": 672,
    "batch27_yesno.jsonl": 699,
    "batch28_yesno.jsonl": 898,
    "batch29_yesno.jsonl": 642,
    "batch30_yesno.jsonl": 530,
}


@pytest.mark.parametrize("name", sorted(BATCHES))
def test_blind_batch_is_read_as_labelled(name: str) -> None:
    rows = load_batch(HERE / name)
    misses = misread(
        rows,
        lambda row: extract_verdict(row["response"], question=row.get("question")),
        lambda row: row["label"].strip().lower() if row["label"] else None,
    )
    assert len(rows) - len(misses) >= BATCHES[name], misses
