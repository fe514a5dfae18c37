"""Held-out ("blind") math solutions, labelled by hand by someone who had not read the extractor.

Each row holds a problem, its gold answer, a solution and whether the solution's final answer
is equivalent to the gold (null: it commits to no final answer, counted as not equivalent).
The figure is the accuracy of ``math_equivalence`` against that label; a false positive (scored
equal, labelled otherwise) is never allowed.

Batch 1 (282 solutions): main at e8f7862 scored 210 right (74.5%; 3 false positives, 69 false
negatives); after the fixes by class (final values out of chains of equalities, asides,
approximations and checks; the last statement of a solution; undecided endings; intervals for
inequalities, fractions for percentages and repeating decimals; the right-hand side against a
gold expression; mixed numbers, lists joined by "and"/"or", "x = 3, y = 2" pairs; clock times)
it scores 275 (97.5%; 0 false positives, 7 false negatives: "a 1% decrease", "3 h 20 min",
point-slope form, a domain with an exclusion, "x < −2 or x > 2" after a colon line, a
repeating decimal without a bar and two solutions on the last line written in $...$); the
batch-2 fixes by class raised it to 278 (98.6%, 0 false positives).
Batch 2 (a second writer; 242 solutions): first scored after the batch-1 fixes, 212 right
(87.6%; 3 false positives - an approximation continuing a chain, a "which is x = ±1.414"
restatement, a hedged "I'll leave it at that"); main at e8f7862: 140 (57.9%, 4 false
positives). After the fixes by class: 231 (95.5%; 0 false positives, 11 false negatives, most
of them forms the comparator does not read: 0xFF, "2 hours 24 minutes", matrices, "±" against
two roots, superscript exponents, point-slope form).
Batch 3 (a third writer; 277 solutions): first scored on main at 4ad66fc (after the batch-2
fixes), 247 right (89.2%; 1 false positive - two roots joined by "\\text{ or }" inside the math
read as the last one, 29 false negatives). After the fixes by class (a word set as LaTeX text
joining values, an Oxford comma before it in the gold, markdown emphasis around the value or the
closing statement): 256 (92.4%; 0 false positives, 21 false negatives). After the fixes by class
for its misses (an approximation after an exact value does not replace it unless it carries the
unit; an aside in brackets after the value; a trailing offer of more help; a value restated after
"i.e."; "gives" continuing a chain; cents as a fraction of the unit; leading words with a colon;
"giving" before the stated roots; inequalities written in LaTeX as an interval; a decimal for a
percentage gold; a last line in brackets that is a statement; LaTeX commands are not prose; a
value in bold in the closing sentence; "i.e." is not a sentence end): 275 (99.3%; 0 false
positives, 2 false negatives), batch 2: 232.
Batch 4 (two new writers; 284 answers): first scored at 62e6734, before any change for it,
266 right (93.7%; 2 false positives, b4-math-077 and b4-math-250, and 16 false negatives). After
the fixes by class (a solution cut off mid-sentence and an amount that depends on what is not
given commit to nothing; ticked checks; bracketed asides in the last-number fallback; arrows and
", which is" state a result; numbers in words; one number or one point in a clause after "so";
"all x with ..." conditions and "x ≠ ±a" exclusions; a word gold stated in the closing clause;
radians for a degree gold; a base subscript; a bold value in an answer line): 284 (100%, 0 false
positives); batch 1: 278, batch 2: 232, batch 3: 275, all with 0 false positives.
Batch 5 (new writers who had not read the code; 418 answers): first scored at 55a885d, before any
change for it, 394 right (94.3%; 1 false positive, b5-math-305, and 23 false negatives).
Batch 6 (new writers who had not read the code; 335 answers): first scored at d61d5a5, before any
change for it, 272 right (81.2%; 3 false positives - b6-math-154 "6/36 ≈ 0.17", b6-math-231 a
reasoning block cut off mid-sentence, b6-math-301 "probably close to 90°, but I can't be certain" -
and 60 false negatives). After the fixes by class (a quotient or root not yet simplified before
"≈" is the computation, its rounded value is stated; an unclosed reasoning block, a solution cut
off after a conjunction, pronoun or auxiliary, and an amount the writer cannot vouch for commit to
nothing; a root sign covers the whole number, superscript digits are one exponent; units in °C, in
CJK script, after the math or per unit; a sentence ends after a number before a lowercase word; "a
quick check"; pairs joined by "and"/"is"/coordinates, one variable's values as a list; a remark
after a dash; durations with units compared in seconds; clock times in a LaTeX gold or without
AM/PM; "Answer:" after a finished sentence; a lettered choice against a choice gold; numbers with
"thousand" and fractions in words, "that's", "N percent of M"; the answer after a bare line's last
"so", "\\in"; repeating decimals with dots against a repeating gold; a mixed-number percentage;
units and prose before "="; mixed and vulgar amounts in the closing clause; "x > 0 except x = 2";
a colon before the closing value in math; labelled quantities "Length = 5 cm, width = 3 cm")
it scores 325 (97.0%; 0 false positives, 10 false negatives); batch 1: 281, batch 5: 397.
Left: an answer followed by another quantity the question did not ask for ("7 cows. That leaves
23 chickens.", "450 ride the bus, which leaves 800", "; that's 360 defective", "the centre ... and
the radius is 4") - reading them needs the question, and taking the first quantity would score a
solution that goes one step too far as right; an answer first followed by its working ("$13,600.
She pays ..."); a per-case remark after the set; 0.63 m for a gold of 63 (cm); a value restated
"which can also be written ... ≈ 1.366".
Batch 7 (new writers who had not read the code; 340 answers): first scored at d2d1827, before any
change for it, 284 right (83.5%; 4 false positives - b7-math-046 "so we get 2^6" read as its
exponent 6, b7-math-173 "5/8 = 0.625" for a gold of 62.5%, b7-math-335 a solution cut off after
"we get", b7-math-100 "= 8√2 ≈ 11.31" - and 52 false negatives). After the fixes by class (an
exponent is never read as the answer: the power with a number base is, else nothing; a solution
cut off after "we get" / "we obtain" / "yields" commits to nothing; a fraction of one is a
percentage gold only where the response also writes that percentage; a word gold stated in the
closing clause counts when no value can be read) 287; after the fixes by class for its false
negatives ("one hundred twenty" and "six and three-quarter" in words, which were read as 20 and 3/4;
a value ruled out after the answer, "1/2, not 3/2"; "x ∈ S" is the set S; radians written with π
for a degree gold; a 24-hour time before noon, "04:15", for an AM gold; boxes joined by "and";
the values of one variable after the last arrow; "0.666…" before an aside): 297 (87.4%; 0 false
positives but b7-math-100, 42 false negatives); batch 5: 398.
b7-math-100 is kept as a known label conflict: its writer labels the approximation after an exact
value as the final answer, while batches 3 and 4 label the same form equal to the exact value
("√8 = √(4·2) = 2√2 ≈ 2.83", b4-math-254; "9π ≈ 28.27", b3-math-026); no rule can follow both.
Batch 8 (new writers who had not read the code; 344 solutions): first scored at d2d1827 (after the
batch-6 fixes, before the batch-7 ones), 293 right (85.2%; 1 false positive, 50 false negatives); at
fad4e05, after the batch-7 fixes and before anyone had looked at it, 295 (85.8%; 1 false positive,
48 false negatives). The false positive, a value offered while declining to give a definite figure
("could be 420 miles ... I can't give an exact figure"), fixed by class: 296 (86.0%, 0 false
positives). The false negatives were not worked on.
After the fixes by class for its false negatives (scored with each row's problem passed as the
question, as a dataset adapter's rows carry it): 328 (95.3%; 0 false positives, 16 false
negatives); without the question 321. Classes: a remark that closes the solution after its answer
is read past - a supposition ("would", "it'd", "If ..."), an aside ("by the way", "compare"), a
comparison (", which is N more than ..."), a part (", of which ..."), a clause describing the
value in words, a check that holds ("✓", "consistent with", a double-check block ending
"Confirmed."), and, with the question, a value not worked out of a quantity named with words the
question does not use right after a part that answers it ("The modulus is √26.", "... and spends
$2016."); with the question, the one amount of
the things it counts ("how many miles") in the closing sentence; a congruence's residue; odds
("1 in 6"); "±" in a list; one variable's values in separate $...$; one amount written two ways;
a value ruled out after it ("40, not 20 as I first thought"); "converges to"; "Yes, <value>";
"So <value>." with no verb; a value in math before "square units"; scientific notation before a
unit; money in words with cents; a reason after "since"; an approximation after "i.e."; MGSM cue
words ("donc"). Classes named open but not in the batch's misses, fixed with tests of their own:
scale words ("3.5 million", "$4.5M"), more numbers in words ("a dozen", "minus three", "three
point five", "three and a half"), an answer marker after the last box, remarks after an answer
marker's value in its sentence (", which is 25% off $20", ", I think"), one amount in two units. The same fixes raised batch 5 to 405, batch 6 to 326 (an answer followed by another
quantity, one of the classes left there) and batch 7 to 306.
Left: an answer followed by another quantity where nothing marks the remark ("The other 120 play
other instruments."; "60 of the 450 students, or 13.3%"; "and he has 2016 left for expenses"),
or where the answer's own name is not the question's ("Total distance = 7. Average speed = 5.6
km/h." for "how many kilometers does she cover"; "Partial sums ... approaching 1.5" when asked
for the sum); a check block with no verdict ending on another entry ("Index 4 is 70."); a
doubting question after the answer; "the answer is the same" in a concessive clause; a hedge
then "Yes." after a recount; labelled quantities "r = 5, A = 25π"; "sin 150° ≈ 0.50"; a
value (3^{20}) for a choice-letter gold without the choices.
Batch 9 (new writers who had not read the code; 435 solutions): scored blind after the batch-8
fixes, 390 right (89.7%; 0 false positives, 45 false negatives, scored with each row's problem as
the question). Two false-positive classes it showed were fixed first (see
test_blind_batch9_classes.py). After the fixes by class for its false negatives (a box holding a
value on the way that the reply goes on from, "\\boxed{6} ... So the shirt costs $34."; number words
after an answer marker; one value said twice in digits and words, "56. fifty-six", "−3 (negative
three)"; a closing supposition that names "the answer" it would give; a last value ruled out, "So
13, not 17."; "75¢" and other currency signs after the amount; "−5 = x"; "so 15% is 12"; a mixed
number before its unit; one variable's values after an arrow joined by "or"; units inside brackets
in a computation before "="): 408 (93.8%; 0 false positives); batch 5: 407, the others as before.
Left: answers followed by another quantity with nothing marking it as a remark ("He missed 6
questions, i.e. 25%.", "The defective count for the week is 150.", "Tuesday was her biggest day
with 6."), an answer first followed by its working ("Mike made $882 last week. Breaking it down:
..."), a value in a language the reader does not parse (decimal commas in Spanish, a Chinese
sentence), forms the comparator does not read ("{y | y ≥ 2}", "0 + 2i", "15 × 10^9 = 1.5 ×
10^{10}" in a $...$ chain), a question answered by a value the question names in another way.

Batch 10 (new writers, told to make about 60% of the solutions ordinary; 326 solutions): scored
blind after the batch-8 fixes and batch 9's false-positive fixes: 311 (95.4%) with 2 false positives;
after the batch-9 fixes the same. Only the false positives' classes were then fixed (a closing list of
numbers; an interval restated after "i.e."): 313 (96.0%), none.
After the fixes by class for its 13 false negatives (see test_blind_batch10_fn_classes.py: full-width
forms in CJK replies; a value in symbols, "which is $-i$"; a closing sentence that only rules values
out, "Not $i$, not $-1$."; a closing sentence wholly in brackets, and a supposition inside brackets;
a sentence in brackets ends at its bracket; a comparison in words, ", which is a bit more than twice
..."; set-builder notation; one answer in several math segments, "$x<-2$ or $x>2$"; a factorial after
"=", "P(5,5) = 5!"; of two named values closing the reply, the one the problem names; a value denied
then replaced, "isn't 210 (...) — it's 240"; a participle clause with a by-product amount, ", losing
$280 on the deal"; the answer stated first on a line of its own, then working that arrives at it):
326 (100%; 0 false positives). Batch 9: 409 (one earlier miss fixed by these classes, a held-out
transfer of 1 of the 77 misses left in batches 7-9); no row of any batch read differently otherwise.
Fixes by class for shapes of our own (test_fresh_answer_shapes.py: the one math segment closing a
sentence, aligned rows, a label before "≈", vulgar fractions, "±" inside a group, a value denied...)
raised batch 2 to 235; reading prose in another language or script as prose, and a number written
against a letter of another script ("她有12个"), raised batch 7 to 307 and batch 9 to 410 (so 3 of the
77 earlier misses of batches 7-9 were fixed by this round's classes).
Batch 11 (new writers who had not read the code; 398 answers): scored blind at d2e35c2, before any
change for it: 378 (95.0%, 3 false positives: an answer held back, "I'll hold off on a final
answer until ..."; a reply cut off while reducing its value, "36/99, which reduces by dividing ...";
and b11-math-226); after the batch-10 fixes and those two classes fixed: 383 (96.2%). b11-math-226
is kept as a known label conflict: "Either 150 (if you want minutes) or 2.5 (if you want hours)" for
a problem asking for hours is labelled as committing to nothing; the reader takes the two as one
amount in two units (as it takes "150 minutes, or 2.5 hours") and reads the one in the unit asked.
After its false negatives were fixed by class (test_blind_batch11_fn_classes.py: a denied answer
marker gives way to the working after it; number words of French, German, Spanish, Italian and
Portuguese; a count of the counted things, a consequence, an aside inside a clause, a contrast clause
and a second labelled value about quantities the problem does not ask for, read past; an exact value
before its approximation in words; a phrase restating a given, "in 4 weeks"; a set described in
words; a unit after a plain-text value with pi or a root; a closing line pointing at a list item by
its place, "the third one"): 397 (99.7%), no false negative left, the known conflict the one false
positive; batch 7 rose to 308 (a held-out transfer of 0 of the 41 misses left in batches 8-9,
and 1 of batch 7); no row of any batch read differently otherwise.
Batch 12 (new writers who had not read the code; 366 answers): scored blind at d2e35c2, before any change for it: 335 (91.5%, no false positive); after the batch-10 fixes: 334 (91.3%); after the batch-11
fixes, before anyone had looked at it: 337 (92.1%). One row read right before was read wrong after (a denial itself
denied, "not true that ... isn't 2"); with its class fixed (and a false positive of the same
family found beside it, "It's not true that the answer is 2."): 338 (92.3%), no false positive. After its fixes
(the classes in test_blind_batch12_more_classes.py): 354 (96.7%), no false positive; batch 7 rose to 309 and
batch 9 to 411 (a held-out transfer of 1 of the 25 misses left in batches 9-11); no row of any batch read
differently otherwise.
Batch 13 (new writers who had not read the code; 455 answers), written after the batch-11 fixes:
with the code of d2e35c2 (before the batch-10 fixes) it reads 424 (93.2%, 4 false positives); scored blind after the batch-10
and batch-11 fixes: 426 (93.6%, the same 4); after the batch-12 fixes, before anyone had looked at it: 430 (94.5%). The false positives' classes were fixed before that last figure (a declared inability to settle one
amount, "I can't determine a single amount"; an answer marker offering two values, "the answer is
either 36 or 72"; values left as candidates still to be checked) but one, b13-math-444, kept as a known
label conflict: "3 hours 45 minutes" for "How many minutes are in 3.75 hours?" is labelled unequal (the
conversion not done), while batches 1, 6 and 7 label the same shape equal ("3 h 20 min" for 200
minutes; "2 hours 30 minutes" for "Convert 2.5 hours into minutes."); the reader keeps their reading.
After the fixes by class for its false negatives (test_blind_batch13_fn_classes.py: the value stated under
the name of the one quantity the problem asks for, followed only by statements of other quantities, "Slope
= ... = −2. A line with slope −2 ... is y = −2x + 9."; a caret before several digits, "3^20", is one
exponent; a closing sentence wholly in brackets is an aside also after a problem with "If"; "So -i." and
other values in symbols after a cue word; a closing percentage of the whole keeps its sign; money said the
spoken way, "a dollar fifty"; a closing caution, "Be careful: ..."; of one amount given per several
periods, the one for the period asked; a hedge taken back, "— but no, ...", then settled; memberships
rewritten for the variable, "2x ∈ (−2, 8), x ∈ (−1, 4)"; a closing check about the value a letter names;
the problem's frame restated with the count filled in, "After 20 hours it has 260 L"; values joined with an
Oxford comma, "3, 2, 1, 0, and −1", are one list; a ";" inside a closing bracket is the bracket's; a count
closing a list, "— that's 6", for a "how many" problem): 451 (99.1%; the known conflict the one false
positive). Left: an answer marker on another quantity than the one asked ("the answer is **24** clips in
May, and 72 total"), an interval restated in words after "i.e.", a remark after a dash in a one-sentence
reply ("Lisa keeps $800 — she spent $700 ..."). Batches 6, 7, 8, 9 and 12 rose to 327, 311, 329,
412 and 355 (a held-out transfer of 1 of the 13 misses left in batches 10-12, and 5 of batches 6-9); no
row of any batch read right before reads wrong.
Batch 14 (new writers who had not read the code; 597 answers), written after the batch-12 fixes: scored
blind with the code of 41ddeb7 (before the batch-13 fixes): 538 (90.1%, 5 false positives); after the batch-13 fixes, before anyone
had looked at it: 539 (90.3%, the same 5); one row read
right before was read wrong ("The sum is 4π radians, i.e. 720 degrees." for a sum asked in degrees: the
batch-13 rule for the asked quantity's named value did not see the value restated at once in another
unit).. With the classes of its false positives and of that row fixed
(test_blind_batch14_fp_classes.py: two values offered as alternatives, "either 91 or 97, I always
forget which", "it could be $16,000 ... or $16,200 ..."; two values named as a group, "13 and 17 are
both prime factors"; a number that is the coefficient of π, a root or i, "i.e. 4π radians", never read
alone - a false positive of every batch's reader found beside them; a formula with the given values side
by side, then a rounding, "π(2)²(5) ≈ 62.83", answers with the rounding; a named value restated at once
in another unit): 546 (91.5%), no false positive. The known conflict b11-math-226 ("Either 150 (if you
want minutes) or 2.5 (if you want hours)", labelled unequal) is now read as labelled: batch 11 reads 398.
After the fixes by class for its false negatives (test_blind_batch14_classes.py: a check that concludes on
one value; "no —" takes a value back; the asked quantity named after a possessive in the question, after a
comma, "and", "so" or "at", a conclusion after it blocking only when it states a value; a variable asked for
by name, and its component of a closing "(x, y) = (3, 2)"; a bare reply ending on a number in words or on
"Label: value"; a value in symbols after a copula or alone in emphasis; a pair alone in brackets closing the
reply; an equation against a gold "v = expression"; a 24-hour clock for a twelve-hour gold; a matrix as a
list of rows or a closing matrix display; an exact amount and its rounding in one unit; a "no ..." word
answer in either number; a logarithm's base in subscript digits, "log₂10"; an arrow carrying a rounding on,
"π ≈ 3.14159… → 3.14"; a value ruled out after a dash with a clause that only explains it; a check clause after a
conclusion; math alone after the closing sentence's last colon, "outside the roots: x < −2 or x > 2"): 574
(96.1%), no false positive; batch 1: 282, batch 2: 237, batch 5: 408, batch 7:
314, batch 8: 330, batch 9: 414 (none of the 15 misses of batches 11-13 changed; no row of any batch went
from right to wrong).
Batch 15 (new writers who had not read the code; 549 answers), written before the batch-13 round and read
by nobody until the batch-14 round was merged: with the code of 41ddeb7 507 (92.3%, 3 false positives); after the batch-13 round 511 (93.1%, 2);
after the batch-14 round, its first score with the code of the day 517 (94.2%, 3). With the classes of its three false positives fixed
(test_blind_batch15_fp_classes.py: a quotient with a root in its denominator, then a rounding, answers with
the rounding, "1/√2 ≈ 0.7071"; the asked quantity's named value is no answer when the writer then picks
another or offers a second in its place, "... or maybe 3 ... I'd say 3", or states it under a condition;
both readings handed over, "I'll give both options", is undecided in every family): 520 (94.7%), no false
positive. After the fixes by class for its false negatives (test_blind_batch15_classes.py: a closing
recollection of an earlier step, "Earlier I got 22.5 ..."; a value stated only to be judged out, "3² = 9
is too big."; an answer marker inside a belief supposed of someone and contradicted, "you'd think ... the
answer is 96, but ..."; the answer restated roughly in a unit the problem does not use; the asked count in
a closing list of counts of different things; emphasis is no part of a closing name; a value ruled out
in an earlier sentence, "18, not 4. So ...", leaves the closing one): 531 (96.7%), no
false positive; batch 14: 575 (a held-out transfer of 1 of the 38 misses left in batches 12-14); no row of
any batch read right before reads wrong.
Batch 16 (new writers who had not read the code; 690 answers), written before the batch-15 round: with the
code of 41ddeb7 635 (92.0%, 3 false positives); after the batch-14 round and the batch-15 false positives' classes 651 (94.3%, 3); after the
batch-15 round, its first score with the code of the day, 651 (94.3%, the same 3). Its three false positives, first kept as known until their classes were
settled: "k = −0.333..." for −1/3, labelled unequal (earlier batches read a trailing "..." as a repeating
decimal); "x = (−3 ± 5)/4." for {1/2, −2} and "Total: 9·9·8·7. Let me compute: 81 · 56" (cut off) for 4536,
both labelled as no answer (a value left unevaluated, which the comparator evaluates).
After the fixes by class (test_blind_batch16_classes.py): 671 (97.2%), no false positive. Its three first
false positives were settled as classes: trailing dots after a decimal also mark one cut short
("1.41421..."), so they stand for a repetend only where the reply or the problem says the digits repeat;
"±" left between two numbers in a quotient, "(−3 ± 5)/4", leaves both roots unworked; a computation
announced and broken off, "Let me compute: 81 · 56", commits to nothing. Its false negatives' classes: an
angle marked in degrees for a radian gold (not where the problem asks for radians); one variable named
once, its values joined by "and"/"or"; a Greek variable's set; digits with a base subscript, "1100100₂"; a
clause closing a run of parts that sums them or carries the result on ("total 36", ", leaving 12"); a count
before a colon and its enumeration for a how-many problem; a value and where it is taken, "max = 5 at x =
2"; a ratio and its quotient; another value offered for a form the reader may prefer or under a
supposition the writer denies (and, a false-positive class found beside it, a second value under an open
condition, "12, or 15 if you count the ends", is two readings); the asked quantity named after an arrow or
a dash, or with an ordinal; an answer marker's value ends at its ";"; one number said twice with its digits
grouped. Batches 5, 7, 9 and 15 rose to 409, 315, 415 and 532 (a held-out transfer of 1 of the 44 misses
left in batches 13-15); no row of any batch read right before reads wrong.
Batch 17 (new writers who had not read the code; 740 answers), written at the start of the batch-16 round: with
the code of 4b47cdd (the batch-15 round) 695 (93.9%, 4 false positives); after the batch-16 round, its first score with the code of the day,
698 (94.3%, the same 4). Its four false
positives, kept as known until their classes are settled: "36/99" where the problem asks for a fraction in lowest
terms (gold 4/11) and "(2x − 4)(x + 2)" where it asks to factor completely (gold 2(x−2)(x+2)), both labelled
unequal (the form the problem asks for is part of the answer); "The GCD could be 14, 21, or 42" and "... as stated
with (2, 9) you'd get k = 4. Please double-check which one you meant and I can finalize.", both labelled as no answer.
Their classes settled (test_blind_batch17_fp_classes.py): the form the problem demands (lowest terms, simplest
form or radical form, "Simplify", "Factor completely") is part of the answer when the gold is written in it; a
hedged list of candidates commits to none; a value offered pending the asker's confirmation commits to nothing:
702 (94.9%), no false positive. 28 rows of batches 1-16 label an answer equal that misses the form its problem
demands ("36/99" for "in lowest terms", "3√8" for "Simplify √72"): they are kept in DEMANDED_FORM_CONFLICTS and
the minimum counts of those batches fall by them (batch 1: 281, 2: 235, 5: 406, 6: 325, 7: 313, 8: 328, 9: 413,
10: 324, 11: 397, 12: 352, 13: 448, 14: 571, 16: 670); no other row of any batch reads differently.
After the fixes by class for its false negatives (test_blind_batch17_classes.py: a closing supposition is the
supposition's whole, its consequences and contrasts included; a comparison marked anywhere in its clause; closing
commentary that brings no new number; and, found beside them, a closing retraction with no value and a pick after
a closing count; a list of one variable's values after a word label, "Solutions: x = 5 and x = −3."; a LaTeX
fraction before prose read whole where its denominator was the last number): 709 (95.8%),
no false positive; a held-out transfer of 0 of the 58 misses left in batches 14-16.
Batch 18 (new writers who had not read the code; 812 answers), written at the start of the batch-17 round: with
the code of 4b47cdd 764 (94.1%, 23 false positives); before the batch-17 round 764 (94.1%, 23); after it, its first score with the code of the day, 770 (94.8%, 17).
Its 17 false positives, kept as known until
their classes are settled: mostly a form the problem asks for and the answer does not take - a decimal, a mixed
number or an unreduced fraction where it asks for a common fraction ("0.75", "1 1/2", "6/36"), an inequality
where it asks for interval notation, point-slope where it asks for y = mx + b, a percent where it asks what
fraction, a decimal where it asks in terms of π; and two values under two suppositions the problem leaves open,
and two replies cut off before their value. Their classes settled (test_blind_batch18_classes.py): "a common
fraction" (or "an improper fraction") demands one quotient of whole numbers in lowest terms, and "as a fraction" or
"what fraction" one that is no decimal or percentage; "y = mx + b" or
"slope-intercept form" demands y alone with one x-term and one constant; "in terms of π" demands π with no operation
on numbers left undone ("π·6²"); the form is checked on the reply's own writing, not only on the reading the
comparator rewrote ("0 < x < 3" read as (0, 3), "1 1/2" read as 3/2); values under suppositions, closed by a remark
that the problem leaves the condition open ("The problem doesn't specify a wall."), commit to nothing; a conclusion
cut off before its value ("So sum") commits to nothing. An inequality where the problem asks for interval
notation stays read as its interval (the round-18 helper held it unequal; the coordinator took that demand out:
issue 19 lists inequalities for an interval among the forms to read, and 34 of the 35 kept rows of that shape are
labelled equal), so b18-math-082 is kept as a known label conflict: 790 (97.3%), one false positive, that conflict.
26 rows of batches 1-18 label an answer equal that misses one of the kept demands (15 decimals or percentages for
a fraction, 11 unreduced fractions for a common fraction; one of them, b18-math-219 "0.125" for "as a common
fraction", in batch 18 itself): they are added to DEMANDED_FORM_CONFLICTS and the minimum counts of those batches
fall by them; no other row of any batch reads differently (a held-out transfer of 0 of the 68 misses left in
batches 15-17).
After the fixes by class for its false negatives (test_blind_batch18_classes.py: LaTeX whose backslash an
unescaped "\\b", "\\f", "\\t" or "\\r" turned into a control character is read as the command; the empty set written
"∅" or "{ }" is \\emptyset; a closing sentence ruling a value out with a clause on what it is, "Not 105, which has
three digits.", is read past): 790 (97.3%), its one false positive the interval-notation label conflict; no row of any other batch reads differently.
Batch 19 (new writers who had not read the code; 732 answers), written at the start of the batch-18 round: with
the code of 4b47cdd 699 (95.5%, 5 false positives); before the batch-18 round 695 (94.9%, 5); after it, its first score with the code of the day, 689 (94.1%, the same 5; 6 rows lost, all
answers labelled equal that the round-18 demand of a common fraction held unequal, "6/36", "0.375"). The coordinator
then made that demand strict-only (demanded_form="strict"), reading those labels first: 695 (94.9%, 5).
Its five false
positives, kept as known until their classes are settled: "12%" for 12 where the problem asks for 15% of 80 (a
percent sign on a quantity); "7 ÷ 8 = 0.875 ≈ 0.88" (the rounding is the answer); three replies cut off before or
while committing ("so P(not red) is also", "53 —", "which I'd want to double check before").
After the fix by class for the cut-off replies (test_blind_batch19_fp_classes.py: a reply ending on a copula followed
only by adverbs, on a subordinator or preposition left without its clause, or on a remark opened by a dash commits to
nothing): 698 (95.4%, 2 false positives left); after the fix for an exact decimal then its rounding (the
rounding closing the reply is the value given, "0.3125 ≈ 0.31"; a decimal after a surd, a fraction or π still is an
aid): 699 (95.5%, 1 false positive left); after the fix for a percent sign on a quantity (a value written as a
percentage where the problem mentions a percentage only as an operand "N% of M" is not equal; a problem asking
"what percent" keeps "25%" equal): 700 (95.6%, 0 false positives); no row of any other batch reads differently.
After the fixes by class for its false negatives (test_blind_batch19_classes.py: labelled values read at the label the
asking words name; a share equated to what it comes to; bare working concluding after "so" without a comma, on a
label combining its parts or on a value alone in math; a contrasted quantity closing the reply; an answer marker
taken back by a later value; a denial explained without a value in its place, values ruled out then one kept; an
intercept as its point; a decimal comma; the empty set for "no solution" in words; "N out of M"; a bracketed note
excluding a point after discrete values, "x = ±1 (x ≠ 0)"): 718 (98.1%, 0
false positives); batch 5 407, 14 572, 15 533, 17 710, 18 781 (a row each more), no row of any batch reads worse
(a held-out transfer of 2 of the 83 misses left in batches 16-18). Five rows labelled equal that are not in the
simplest form the problem demands are kept in DEMANDED_FORM_CONFLICTS.
Batch 20 (new writers who had not read the code; 699 answers), written at the start of the batch-19 round: with
the code of 522c3e4 642 (91.8%, 8 false positives); after the batch-19 round, its first score with the code of
the day, 643 (92.0%, the same 8 false positives, kept as known until their classes are settled). After the
fixes of its false positives' classes (a reply cut off after a preposition or an arrow, an equation turned round
only against a gold relation, the computation left to the reader, the last of two candidates) and two
false-negative classes (a decimal comma before a unit, a unit in LaTeX text after a multiple of π): 654 (93.6%;
one false positive, b20-math-294, kept as a label conflict); batch 9 one row more.
Batch 21 (new writers who had not read the code; 753 answers), written at the start of the batch-20 round: with
the code of 522c3e4 716 (95.1%, 0 false positives); with the code after the batch-19 round 718 (95.4%, 0); after the batch-20 round, its first score
with the code of the day, 719 (95.5%, 0 false positives). After the fixes of its classes (a rough restatement in
an unasked unit after a dash, an unsolved equation then ", giving x = 14", the LaTeX arrow \\to ending a chain, the
value the reply gives the asked quantity's name before other quantities, values of one variable after \\Rightarrow,
a worded label before coordinates, a count in dozens): 729 (96.8%, 0 false positives); no row of any batch reads worse.
Batch 22 (new writers who had not read the code; 664 answers), written at the start of the batch-21 round: with
the code of 522c3e4 628 (94.6%, 3 false positives); before the batch-21 round 628 (94.6%, the same 3); after it, its first score with the code of the
day, 628 (94.6%, the same 3). After the fix by class
for one of them (test_blind_batch22_fp_classes.py: a closing list of candidates followed only by remarks without a
value, "Possible answers: 14, 21, 42. All divide both numbers.", commits to nothing): 629 (94.7%). The two left, kept as
known: an expression of the problem's own numbers left unevaluated, "Her weekly pay: 18·37.5" for 675 (the writer
labels it no answer; a symbolic grader calls it equal).
After the fixes of its false-negative classes in the batch-22 round (a remark about another quantity after the answer,
named by an abbreviation the question spells out, with its own working in brackets, or comparing another subject's
amount; a label that names no quantity of its own, "Total:", "Count ="; the amount for a span the question does not
ask for, "Over a 52-week year that's ..."; a rounding after an exact value, and the exact value set beside a rounding
with "exactly"; a supposition turned to the fact with ", but"; a value judged out with a modal, or what others
write; a domain condition as a clause; a limit's approach; a set question answered by a list; a gold in labelled
parts; "6 sqrt 2" and "(-inf, 4]"; an interval "between a and b" with its ends said to belong or not; "π times 25"): 647 (97.4%,
the same 2 false positives); batches 12, 15, 16, 17 and 18 one row
more each, batch 20 two more; no row of any batch reads worse. Six rows labelled equal that are not in the form the
problem demands are kept in DEMANDED_FORM_CONFLICTS; b22-math-313 ("90π ≈ 282.7 cm³" labelled equal to 90π) and
b22-math-364 ("k = −0.333..." labelled equal to −1/3) have the same shape as b7-math-068 and b16-math-480, labelled
the other way, and are left as label conflicts.
Batch 23 (new writers who had not read the code; 817 answers), written at the start of the batch-22 round: with
the code of 02673f8 (the start of the batch-22 round) 757 (92.7%, 8 false positives); after the batch-22 round, its first score with the code of the day,
757 (92.7%, the same 8 false positives). After the batch-23 round (its false-positive classes: a problem that
asks for a decimal answered by a fraction, a closing verdict in words that the value has none, a closing residue
class for one number, values shared over a split of views, a chain cut off before its last step, a bare log
rounded to its base-10 value), 764 (93.5%, 1 false positive); no row of any batch reads worse, and none of the 84
misses of batches 20-22 changed. b23-math-325 ("C = π × 10 ≈ 31.4" labelled unequal to 10π) is left as a label
conflict: b21-math-745 ("C = 2π·7 ≈ 43.98") has the same shape and is labelled equal to 14π.
Batch 24 (new writers who had not read the code; 699 answers), written at the start of the batch-23 round: with
the code of 02673f8 646 (92.4%, 5 false positives); with the code after the batch-22 round 647 (92.6%, 5 false positives); after the batch-23 round,
its first score with the code of the day, 646 (92.4%, 5 false positives). After the fix of the class the batch-23 round broke
(test_blind_batch24_classes.py: an exact value stated alone answers a question asking for a decimal; only a rounding the reply gives of it is its decimal): 647 (92.6%). After the fix of the class of one of its
false positives (a closing that gives one name two values, "so I'd answer x = −1 and x = 4.", reads both): 648 (92.7%,
4 false positives, kept as known: "π·4² ≈ 50.27" and "log 5" for ln 5 are label conventions the batches split on,
"roughly 1.999" after "less than 2" and a list of equal forms "left to your teacher" were not classed in time).
After round 24: 664/699 (95.0%, the same 4 known false positives; test_blind_batch24_round24_classes.py: an answer
stated before a labelled support, a doubt settled in the writer's own words, a value in symbols naming a function,
a value ending at its bracket or before a clause of words, a closing value in bold, display math, a value between
words of Chinese, Japanese or Korean); batches 7, 9, 14, 20 and 23 gained 1, 1, 1, 2 and 1 rows with these
classes, and no row of any batch reads worse.
Batch 25 (new writers who had not read the code; 725 solutions; 675 of them built by the writer's own script from a worked solution, a wrong one and equal forms per problem, 50 written by hand), written at the start of the batch-24
round: with the code of f59a566 (before that round) 690 (95.2%, 1 false positive); after the batch-24 round, its first score with
the code of the day, 690 (95.2%, 1 false positive). After round 25: 718/725 (99.0%, 1 false positive; test_blind_batch25_classes.py:
a value said twice after restating words, a revision after "no wait —", a remark and a dash before the value, a value
before its reason, a closing slip remark judged wrong, a value kept beside one ruled out, a "Final:" label, an interval
for a gold inequality); batch 23 gained 1 row, and no row of any batch reads worse. b25-math-180 ("34 × 10^5" for
"Write 3,400,000 in scientific notation", labelled unequal) stays known: a label conflict, since b5-math-071,
b7-math-059 and b9-math-213 label a mantissa outside [1, 10) equal where scientific notation is asked.
Batch 26 (new writers who had not read the code, asked to write every reply by hand; 702 solutions), written at
the start of the batch-25 round: with the code of f59a566 (before the batch-24 round) 666 (94.9%, 3 false positives); after the
batch-24 round 668 (95.2%, 3 false positives); after the batch-25 round, its first score with the code of the day, 669 (95.3%, 3 false positives).
After the class of one false positive was fixed (test_demanded_prime_powers.py: a product with a composite factor
where a product of prime powers is asked): 670 (95.4%). The two left: "π·3² ≈ 28.27" labelled as the rounding
(the exact ≈ rounded conflict), and "π/4" for an angle asked in degrees, labelled unequal where b24-math-496
labels the same shape equal. After round 26: 689/702 (98.1%, the same 2 false positives; test_blind_batch26_classes.py:
an inverse function's value, a base in subscript digits, a tuple for a vector or a solved system, a variable in an
interval, a closing value in bold, a count after a colon, counts with a describing word, a slip remark turned to
the writer's value, numbers naming a thing, a warning against a confusion, a lone check mark, a check in lower case).
Batch 27 (new writers who had not read the code, asked to write every reply by hand; 1349 solutions, about half of them a bare value), written at the start of
round 26: with the code of ec388f82 (before that round) 1294 (95.9%, 2 false positives); after round 26, its first score with the code of the day,
1299 (96.3%, the same 2 false positives: b27-math-257, "roots 1 and 6, and then I'd need
to check each" labelled as no answer, and b27-math-817, "log 5" for \\ln 5, the log-for-ln label conflict).
After round 27: 1318/1349 (97.7%, one false positive, the b27-math-817 label conflict; test_blind_batch27_classes.py:
a check left to do in the active voice, number words after a copula, "=" or an arrow, a composition's inner values,
a value ruled out with what it is, checks confirming a value, π or e beside its own decimal, a closing clause saying
what a thing is, a letter that "equals" a value, a remainder after its quotient, a count after a range, a
comparison in brackets).
Batch 28 (new writers who had not read the code, asked to write every reply by hand and to make at least a third
of them longer than 150 characters; 876 solutions; 294 longer than 150 characters), written at the start of round 27: after round 26 780 (89.0%, 2 false positives); after round 27,
its first score with the code of the day, 780 (89.0%, the same 2 false positives: b28-math-303,
"28π ≈ 87.96. Rounded: 88." labelled as the rounding, and b28-math-790, a reply that calls two readings defensible
and chooses neither, labelled as no answer). After round 28: 781/876 (89.2%; test_blind_batch28_classes.py: a
reply that opens by declining to settle the value between two readings and never chooses reads no answer, which
fixes b28-math-790; b28-math-303 stays known as a label conflict with batch 22's class, whose rows label an exact
value followed by a closing rounding sentence as the exact value, as b3-math-026 and b4-math-254 do). After round 29:
789/876 (test_blind_batch28_round29_classes.py: closing remarks on what a slip or another reading would give are
passed over when the value read was theirs). After round 29c: 800/876 (the same one false positive;
test_blind_batch28_round29c_classes.py: the value labelled by the question's own noun is read before a second,
unasked quantity; the value stated before a check or a second way to it that does not speak against it is read).
Batch 29 (new writers who had not read the code, asked to write every reply by hand and to make at least a third
of them longer than 150 characters; 719 answers; 14 with no final answer; 254 longer than 150 characters; median
112 characters), written at the start of this stop: with the code of e2d682a5 (before round 29) 648 (90.1%, 3 false
positives); after the round-29 classes for batches 27 and 28, its first score with the code of the day, 650 (90.4%,
the same 3 false positives: b29-math-264, b29-math-321, b29-math-681). After round 29: 662/719 (92.1%, no false
positive; test_blind_batch29_classes.py: a commitment after a doubt and a dash, a refusal to commit at the close
and a value the result is only near fix the three false positives; closing side notes, values judged extraneous,
agreement checks, hypotheticals on a method or closing on a "but" with no value, an exact value then its decimal
after a semicolon, and comments whose only numbers are ordinals are passed over).
Batch 30 (522 answers; 10 with no final answer; only 12 longer than 150 characters, median 14: the writer ran
short of time), written at the end of this stop, after round 29b, by new writers who had not read the code, with batch 28's brief (at least a third of the replies longer than 150 characters): its first score with the code of the day (bfea09f5), 508 (97.3%, 5 false
positives). After the class of one of them was fixed (test_blind_batch30_classes.py: a bare opening value before
one clause of reason, "1, since 17 is prime", b30-math-248): 509/522 (97.5%). The other four are label conflicts
with documented choices: b30-math-044 ("A = π·3² ≈ 28.27", an exact value then its rounding, read as the exact
value as batch 22's class reads it), b30-math-149 and b30-math-312 ("1.75" for "as a mixed number", "0.125" for
"as a fraction": the default demanded_form="explicit" accepts an equal decimal where a fraction is asked, as
most graders do; "strict" holds the fraction demand but reads no mixed-number demand), and b30-math-154 ("6.25"
for 6.25%: a percent sign is optional, the MATH normaliser's convention).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from scorewire_math import MathEquivalence

from tests.plugins.blind_batches import load_batch, misread

HERE = Path(__file__).parent
# batch file -> false positives known when the batch was first scored (to be fixed, never added to)
KNOWN_FALSE_POSITIVES: dict[str, set[str]] = {
    "batch7_math.jsonl": {"b7-math-100"},
    "batch13_math.jsonl": {"b13-math-444"},
    "batch22_math.jsonl": {"b22-math-328", "b22-math-606"},
    "batch23_math.jsonl": {
        "b23-math-325",
    },
    "batch24_math.jsonl": {"b24-math-072", "b24-math-224", "b24-math-520", "b24-math-588"},
    "batch25_math.jsonl": {"b25-math-180"},
    "batch26_math.jsonl": {"b26-math-087", "b26-math-601"},
    "batch27_math.jsonl": {"b27-math-817"},
    "batch28_math.jsonl": {"b28-math-303"},
    "batch30_math.jsonl": {"b30-math-044", "b30-math-149", "b30-math-154", "b30-math-312"},
    # (batch 20: b20-math-294 is kept as a label conflict: "Distance walked: 7 km. Displacement: 5 km." for "how
    # far is she from her starting point" names the asked quantity, displacement, with its right value; a rule
    # reading a reply of labelled values none of which the question names as committing to nothing cost 61 rows
    # of batches 1-20 that graders scored right)
    "batch20_math.jsonl": {"b20-math-294"},
    # label conflicts with the default demanded_form="explicit": an inequality labelled unequal where the problem
    # asks for interval notation (read as the interval: 34 of the 35 kept rows of that shape are labelled equal,
    # and issue 19 lists inequalities for an interval as a form to read), and a decimal, percentage, mixed number
    # or unreduced fraction labelled unequal where it asks for "a common fraction" or "what fraction" (read equal:
    # over 30 kept rows of batches 1-19 label that shape equal, none but these, whose writer was asked to label by the
    # form the problem asks for; demanded_form="strict" reads them unequal)
    "batch18_math.jsonl": {
        "b18-math-069",
        "b18-math-082",
        "b18-math-096",
        "b18-math-097",
        "b18-math-140",
        "b18-math-305",
        "b18-math-336",
        "b18-math-563",
        "b18-math-632",
        "b18-math-737",
        "b18-math-756",
        "b18-math-758",
    },
}
# Rows labelled equal whose answer is not in the form the problem demands ("36/99" for "in lowest terms",
# "3√8" for "Simplify √72", "√80" for "simplest radical form"): the round-17 class (the demanded form is part
# of the answer, as batch 17's writers label it) reads them unequal; their labels conflict with it.
DEMANDED_FORM_CONFLICTS: dict[str, set[str]] = {
    "batch1_math.jsonl": {"math-103"},
    "batch2_math.jsonl": {"b2-math-177", "b2-math-179"},
    "batch5_math.jsonl": {"b5-math-131", "b5-math-247", "b5-math-328"},
    "batch6_math.jsonl": {"b6-math-106", "b6-math-281"},
    "batch7_math.jsonl": {"b7-math-041", "b7-math-246"},
    "batch8_math.jsonl": {"b8-math-191", "b8-math-278"},
    "batch9_math.jsonl": {"b9-math-259", "b9-math-355"},
    "batch10_math.jsonl": {"b10-math-204", "b10-math-299"},
    "batch11_math.jsonl": {"b11-math-098"},
    "batch12_math.jsonl": {"b12-math-154", "b12-math-217", "b12-math-318"},
    "batch13_math.jsonl": {"b13-math-024", "b13-math-229", "b13-math-263"},
    "batch14_math.jsonl": {"b14-math-063", "b14-math-069", "b14-math-424", "b14-math-522"},
    "batch16_math.jsonl": {"b16-math-304"},
    "batch19_math.jsonl": {"b19-math-061", "b19-math-153", "b19-math-242", "b19-math-458", "b19-math-459"},
    "batch22_math.jsonl": {
        "b22-math-008",
        "b22-math-011",
        "b22-math-137",
        "b22-math-237",
        "b22-math-274",
        "b22-math-323",
    },
}
BATCHES = {
    "batch1_math.jsonl": 281,
    "batch2_math.jsonl": 235,
    "batch3_math.jsonl": 275,
    "batch4_math.jsonl": 284,
    "batch5_math.jsonl": 407,
    "batch6_math.jsonl": 325,
    "batch7_math.jsonl": 314,
    "batch8_math.jsonl": 328,
    "batch9_math.jsonl": 415,
    "batch10_math.jsonl": 324,
    "batch11_math.jsonl": 397,
    "batch12_math.jsonl": 353,
    "batch13_math.jsonl": 448,
    "batch14_math.jsonl": 573,
    "batch15_math.jsonl": 534,
    "batch16_math.jsonl": 672,
    "batch17_math.jsonl": 711,
    "batch18_math.jsonl": 782,
    "batch19_math.jsonl": 718,
    "batch20_math.jsonl": 658,
    "batch21_math.jsonl": 729,
    "batch22_math.jsonl": 647,
    "batch23_math.jsonl": 766,
    "batch24_math.jsonl": 664,
    "batch25_math.jsonl": 718,
    "batch26_math.jsonl": 689,
    "batch27_math.jsonl": 1318,
    "batch28_math.jsonl": 800,
    "batch29_math.jsonl": 662,
    "batch30_math.jsonl": 509,
}


def _equal(evaluator: MathEquivalence, row: dict[str, Any]) -> bool:
    # (the problem is passed as the row's question, as a dataset adapter's rows carry it)
    scores = evaluator.score({"answer": row["gold"], "question": row["problem"]}, {"response": row["response"]})
    return scores["math_equiv"] == 1.0


@pytest.mark.parametrize("name", sorted(BATCHES))
def test_blind_batch_is_scored_as_labelled(name: str) -> None:
    evaluator = MathEquivalence(symbolic="inline")
    rows = load_batch(HERE / name)
    misses = misread(
        rows,
        lambda row: _equal(evaluator, row),
        lambda row: row["equivalent"] is True,
    )
    false_positives = [row_id for row_id, equal, _ in misses if equal]
    assert set(false_positives) <= KNOWN_FALSE_POSITIVES.get(name, set()), false_positives
    assert len(rows) - len(misses) >= BATCHES[name], misses


@pytest.mark.parametrize("name", sorted(DEMANDED_FORM_CONFLICTS))
def test_a_conflicting_label_is_read_by_the_demanded_form(name: str) -> None:
    evaluator = MathEquivalence(symbolic="inline")
    for row in load_batch(HERE / name):
        if row["id"] in DEMANDED_FORM_CONFLICTS[name]:
            scores = evaluator.score({"answer": row["gold"], "question": row["problem"]}, {"response": row["response"]})
            assert scores.details["rule"] == "demanded_form", row["id"]
            lax = MathEquivalence(symbolic="inline", demanded_form="off")
            assert (
                lax.score({"answer": row["gold"], "question": row["problem"]}, {"response": row["response"]})[
                    "math_equiv"
                ]
                == 1.0
            ), row["id"]
