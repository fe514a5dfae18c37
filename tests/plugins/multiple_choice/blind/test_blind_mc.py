"""Held-out ("blind") multiple-choice answers, labelled by hand by someone who had not read the extractor.

Each row holds an answer and the letter it commits to (null: it commits to none). A verdict
counts right when ``extract_letter`` commits to the same thing as the label, null included.

Batch 1 (274 answers): main at e8f7862 read 248 right (90.5%); after the fixes by class
(copula and dash labels, quoted lowercase letters, double negatives, conditional commitments,
undecided and refusing endings, positional references, option text in bold / last clause /
answer-first, plurals and number words, note names, struck-through text, trailing chatter)
it reads 273 (99.6%). The remaining miss is an option given as a roman numeral "(ii)".
Batch 2 (a second writer; 225 answers in the copy kept here, taken while the writer was still
revising): first scored after the batch-1 fixes, 219 right (97.3%; main at e8f7862: 192, 85.3%);
after the fixes by class ("so C" / "only A is" commitments, an opening sentence that is an
option's text, option text without its bracketed part or with an aside inserted, a last line
that is an option's text, ", A." after "the answer is", twins that differ in punctuation,
abstentions) 223 (99.1%).

Batch 3 (a third writer, multiple choice only; 260 answers): first scored after the batch-2
fixes, 218 right (83.8%; main at e8f7862: 202, 77.7%); after the fixes by class (negation
stops at its sentence, an opening that names part of one option - a surname, a short name -,
opening option text before a dash or comma, a quoted option in the last sentence, a label
after a colon or a short clause, arrows, "a tie between") 243 (93.5%). Left: chemical
symbols and formulas ("Ne", "CO₂", "H2S"), synonyms ("Leukocytes", "Ptyalin"), abbreviations
("MLK"), numeric options reached by computation, and a lowercase leading label ("c. ...").The copy kept here is now
the writer's full file (290 answers, some of them rewritten since): main at 4ad66fc reads 272
(93.8%). After the fixes by class for it (emphasis with one "_", a dash between two single
letters, "so the <noun> is X", a lowercase leading label, an option called wrong after its
name, an opening that lists several options, ": A." ending the answer, elimination by a
distinctive word, computed results for numeric options, chemical symbols and formulas, initials)
it reads 287 (99.0%); batch 2 reads 224. Left: synonyms ("Leukocytes", "Ptyalin", "Ascorbic acid").
Batch 4 (two new writers; 427 answers): first scored at 62e6734, after the batch-3 fixes and
before any change for it, 395 right (92.5%). After the fixes by class ("so X, not Y", "which is X",
"the answer's X", "— option X", "that leaves X", "&" for "and", a decimal opening, trailing emoji,
code blocks that only illustrate, "X — no." ruling an option out, a one-name last sentence, options
named only in a bracketed aside, answers cut off before committing, "I'd prefer not to", "I'm not
going to answer", "none of the listed options", "not sure between") 420 (98.4%); batch 1 reads
273, batch 2 224, batch 3 287. Left: questions that ask for the option that is NOT something
(the answer names the odd one out; the extractor does not read the question), and answers that
name the right thing only through the question ("faster in water", "take in carbon dioxide").
Batch 5 (new writers who had not read the code; 274 answers): first scored at 55a885d, before any
change for it, 269 right (98.2%).
Batch 6 (new writers who had not read the code; 304 answers): first scored at d61d5a5, before any
change for it, 281 right (92.4%). After the fixes by class ("none of the above" named only to be
ruled out, "either B or C", a computation or a sentence cut off, superscript powers against caret
powers, "the third person listed", a closing aside in brackets or after "Note"/"check" that names
other options, a ticked row in a table, "so that's the one" pointing back, an option's text after
a closing colon or as a letter that is no label, "X is the false statement", options discussed in
turn with dashes or brackets, the closing sentence's distinctive word or initials, the singular of
a plural option) it reads 302 (99.3%); batch 5 reads 270. Left: "D — not a branch" after "A —
branch. B — branch. C — branch." (right for a question asking what is NOT one; the reader does not
read the question), and a topic word that only one option's text contains ("hormones" for "Growth
hormone") in an answer that commits to nothing.
Batch 7 (new writers who had not read the code; 344 answers): first scored at d2d1827, before any
change for it, 304 right (88.4%). After the fixes by class (a label alone in emphasis or brackets
closing the answer after a finished sentence, "... last. **(F)**"; the article "A" after an answer
marker opening an option's whole text, "Answer: A private ... "; an answer opening with a label and
that option's own text, "Deuce (C).", "A (bleach and ammonia).", or "B." with the option's text in
the next sentence, when nothing after it revises it: the other options named after it with their
letters are discussion; a last sentence naming one option alone, its whole text in bold
"**Danube.**", its label with its own text "E — cannot be determined.", or "Going with Saturn.")
it reads 313 (91.0%). Left: an answer stated as a value then discussion
naming other options' letters ("Answer: 5 cents. Many people say 10 cents (A)", "... pick E. And
pOH would be 11 (D)", "Don't pick D"); elimination ending on an option's description
("the alignment one", "the all-inclusive option", "the first class on the list"); questions asking
for the option that is NOT something; a Chinese answer marker ("答案是D"); answers that commit only
through the question's wording; and a few hedged answers the reader still reads.
Batch 8 (two new writers who had not read the code; 381 answers): first scored at d2d1827 (after
the batch-6 fixes, before the batch-7 ones), 361 right (94.8%); at fad4e05, after the batch-7 fixes
and before anyone had looked at it, 362 (95.0%). After the fixes by class (an answer that is exactly
an option's text ending in a short word, "Chlorophyll a"; a bare closing label after a sentence that
names another option in brackets; "Choice C." opening the closing sentence; a commitment inside a
closing check, comparison or hypothetical "If you ..., it would be ..." and a bracketed aside on its
own line after a bare label; "I'd say B, although A ..."; endings that leave two options open,
"between B and C", "both B and C could work", "B or E."; "I don't want to state ..."; an answer cut
off in a hedge, "but you could argue"; "so the <description> is <option text>, (option) X"; an option
named by a quoted word of its text, "the 'all' option"; options discussed in turn with "X:" labels;
a closing "would be X" after an explicit answer) it reads 379 (99.5%); batch 7 reads 314, the
others as before. Left: elimination with options ruled out in brackets ("(C is wrong)", "(D
wrong)", "B is an overstatement") and a "which is NOT" question answered "all of them are ...,
there's no fake one" (labelled as committing to nothing; the reader does not read the question).
Batch 9 (new writers who had not read the code; 337 answers): first scored at 294b215, before any
change for it, 308 right (91.4%). After the fixes by class (a list giving every option a verdict row,
"B) ... - correct", "Benzene: aromatic ✓"; later sentences naming options with bracketed labels only
to rule them out, "not CT (A)", "Note: Mycoplasma (D) ...", are discussion; a label alone in emphasis
closing the answer, "**E**.", "__D__"; a reasoning block before the reply; an option named by number,
"Choice #1", "Option two", "is the fifth."; accents dropped, "dali"; elimination ending on "the one
remaining"; a closing check with its own modifiers, "Quick sanity check ...", is an aside; an option's
text with its own label in brackets closing the answer, "... is yellow (c)."; an ending on two options
joined by "and", "so B and D."; an ordinal numeral for an ordinal word, "13th" for "Thirteenth"; a computed result for numeric
options beside a "None of the above" option, and one followed by ", and ... not <others>") it reads 329
(97.6%); batch 5 reads 271, the others as before. Left: questions asking for the option that
is NOT something, synonyms and abbreviations ("Pneumococcus", "User Datagram Protocol", "the charter
signed at Runnymede"), a double negative ("I wouldn't say the answer isn't
D"), an answer that names the option only through the
question ("dopamine in Parkinson's"), and two hedged answers that commit to nothing which the reader
still reads as one option.

Batch 10 (new writers, told to make about 60% of the replies ordinary benchmark answers; 353
answers): scored blind after the batch-8 fixes: 334 (94.6%); after the batch-9 fixes: 335 (94.9%).
After the fixes by class (every other option's label ruled out, "the answer is not A, B, D or E", "not a
marathon (A), not ... (B), ..."; a label singled out, "D is the one that ...", "A is the only coherent
one"; a counterfactual closing "If it were ..., it would be X"; a commitment inside a concession, "C -
although ..., which is option B"; a bare label after a semicolon, "...; E."; verbs of declining before
verbs of choosing, "refrain from picking"; what elimination leaves, by name, "which leaves Picasso"; two
labels after a hedge or chosen together, "Could be A or C", "I'd pick both B and E"; twin options told
apart by their symbols, "x²" for "x^2"; an answer cut off at the heading of an option; a last clause
after a dash naming one more option than the list before it; an identification in brackets qualified
at once, "(that's option D, but ...)"; a closing paragraph going over the other options by label; a
closing verdict naming an option by a word of its own, "I'd say the assassination"; an explicit
retraction after a commitment, "Hmm, no: ozone (C).") it reads 352 (99.7%); the other batches as
before. The same classes written more generally (a predicate ruling a label out, "option A is out"; every
other option ruled out by its text, "Gold - no. Iron - no. ..."; counterfactuals without "if", "Had it
asked ..., it would be C") also read one of batch 7's remaining misses: batch 7 reads 315. Left: "Plants take in carbon dioxide ... and release oxygen" (which option answers "absorb"
only the question says; the reader does not read it).
Batch 11 (new writers who had not read the code; 376 answers): scored blind at d2e35c2, before any
change for it: 334 (88.8%); after the batch-10 fixes, before anyone had looked at it: 334 (88.8%).
After the fixes by class (the closing clause naming an option by its content words - another form of a
word, a clipped or fused spelling, initials either way - when no other option shares a word and the
clause neither negates, hedges nor concedes, also over one option named on the way and after a
commitment when it follows "the answer ...:"; options marked in a list or a table, ticks, crosses, a
Yes/No column, "the one marked ✗"; "D it is."; "Second option."; every option at once, "All of the
above are true", and two labels given together, "Give A and B together", as no single answer; "change
my answer from D to C"; a retraction before a described option; an opening that negates the option it
names; "whichever fits"; options asked about and answered "No"; "unlike X"; elimination named as such
or pointing at the option not yet named, "the one I haven't listed", "None of these four", "not the
first three") it reads 362 (96.3%); batch 4 reads 421, batch 5 272, batch 7 317, batch 8 380, batch 9
331, the others as before. Left: synonyms and world knowledge ("Fifth disease", "ascorbic acid",
"adrenaline", "the Catalan guy", "linear", "no A, B or Rh antigens", "HHV-6", a computation "double
that"), the question's own symbol read as a label ("..., is e."), an answer-first reply whose later
sentences name the others, a negation far before the options it rules out ("nothing to do with ..."),
"C is out" beside that option's text, a "which is NOT" question answered "Not protected: ...", and a
closing aside defining another option ("Criterium is a cycling race").
Batch 12 (new writers who had not read the code; 414 answers): scored blind at d2e35c2, before any change for it: 387 (93.5%); after the batch-10 fixes: 387 (93.5%); after the batch-11
fixes, before anyone had looked at it: 392 (94.7%). No row read right before was read wrong after.
After the fixes by class for it (a cue's preposition is a whole word, "pick one."; a hedged second option,
"D or maybe C"; "C is out"; an opening "Option C."; "nothing"/"nobody" ruling a closing option out; an option
called "a trap"/"the decoy"; Greek and Latin number endings, "mitochondria"; a label glossed with its own
"none of these" text; "the answer remains <option text>" after a pointer to another; "Sydney? No — Canberra.";
an opening clause cut short by "and"/"or"; one label left standing when every other is ruled out, "A, B and
D are false"; a numeral naming a part, "Section 3", is no count) 403 (97.3%); batches 1-11 read exactly the
rows they read before
(none of their 21 remaining misses was fixed). Left: abbreviations and synonyms that need knowledge ("FP",
"ACh", "Rusting is not."), paraphrase ("makes DNA from an RNA template"), the answer given first and other
options discussed after it without a ruling-out cue, and "all of these ... except X".
Batch 13 (new writers who had not read the code; 413 answers), written after the batch-11 fixes:
with the code of d2e35c2 (before the batch-10 fixes) it reads 387 (93.7%); scored blind after the batch-10
and batch-11 fixes: 389 (94.2%); after the batch-12 fixes, before anyone had looked at it: 389 (94.2%).
After the fixes by class for it (options that are quantities read with their unit spelt out or abbreviated,
"= 2 amperes", "About 1.3 s."; a capital after a number is the unit of such options, not a label, "3 A, option
B"; answer markers in other languages, "Ответ: C", "答案是C"; a whole answer that is one lowercase label,
"**b**"; an option's text then its own label, "0.33 A — a"; an ordinal in emphasis, "the **third** choice",
and a bare "#5"; the last sentence's main clause ending on one option before a comment that names others,
"The capital is Canberra, which ..."; an opening identifying an option's text with its own label,
"Geothermal is D."; every other option ruled out by a word of its own after a negation, "Not Marlowe, not
Jonson, not Webster"; options that are expressions read from a sentence's result after its last "=" in other
notation, "= sin x + x cos x" for "sin(x) + x·cos(x)"; an option abbreviated by lowercase initials before a
capitalised word spelt out, "Transfer RNA" for "tRNA"; and, given the question (the row's ``question``, as the evaluator passes it), the one
option negated or crossed out under a "which is NOT" question, and the one "thing → option" pair whose thing
the question asks about) it reads 406 (98.3%); batch 4 reads 423, batch 6 303, batch 7 319, batch 9 332 and
batch 12 404 (the question readings fixed earlier "which is NOT" misses); no row of any batch read right
before is read wrong. Left: synonyms, translations and knowledge ("Pancreatic β-cells",
"Constantinople", "la Première Guerre mondiale", "to carry O2", "Layer 3"), notation ("n log n" for
"O(n log n)"), and "It's tempting to say X — but ... the First World War".
Batch 14 (new writers who had not read the code; 507 answers), written after the batch-12 fixes: scored
blind with the code of 41ddeb7 (before the batch-13 fixes): 482 (95.1%); after the batch-13 fixes, before anyone
had looked at it: 486 (95.9%). After the fixes by class for it (letters in Unicode's compatibility forms,
fullwidth "Ｂ", circled "ⓓ", mathematical "𝐁"; a commitment asked as a question and answered "no", "so the
answer is A? No — B"; an opening verdict followed only by the other options gone over, without a verdict, a
revision or an answer marker of their own; an answer paragraph kept over a later one that only identifies
something else with an option in a relative clause, "..., which is option A"; fractions in words or as odds,
"one-sixth", "1 in 6", for fraction options; a number after an answer marker's colon, "Answer: $33" for
"$33.00"; an aside opener after a connective, "Though note:"; a closing sentence that only rules one option
out, "Not uracil."; a choice put off for want of information, "I'd need more context ... to say"; a clause cut
off after its subject pronoun, "..., and we"; an entry heading cut off after a dash, "Geothermal —"; an opening
list of options, "4, 6 and 8 are all ...", is no answer first; a whole answer restating one option word for
word without its copulas and articles, "A knight, B knave." for "A is a knight, B is a knave") it reads 504
(99.4%); batches 1-13 read exactly the rows they read before (none of the 31 misses left in batches 11-13 was
fixed). Left: knowledge, translation or paraphrase ("argumentum ad populum", "the contrapositive" with only
the other three ruled out, "every bloop is a lazzie" against its converse).
Batch 15 (new writers who had not read the code; 568 answers), written before the batch-13 round and read
by nobody until the batch-14 round was merged: with the code of 41ddeb7 509 (89.6%); after the batch-13 round 515 (90.7%);
after the batch-14 round, its first score with the code of the day 517 (91.0%). After the fixes by class for it
(Greek and Cyrillic capitals drawn like a label, "Answer: Β", "Ответ: Е", read as that label when they stand
alone and open no phrase of their own script; numeric ordinals and Roman numerals naming a position, "the 2nd
choice", "3rd option.", "choice (iv)"; a last sentence cut off after a word that cannot close one - a
conjunction, a complementiser, a preposition, "I'd say" - before it names an answer, "... So", "remember that";
an opening sentence pairing options with something in turn, one per clause, "Mill is X, Hume is Y, ...", is a
survey, not an answer first; a hedge between two options named by their text with nothing naming an option
after it, "Could be Graves or toxic multinodular goiter; I'd need a scan"; declining in a modal form, "I'd
refuse to pick one", "I wouldn't want to guess"; per-option verdicts run inline, one sentence per option, "A:
false. B: false. C: true.", read as the rows of a list; two labels under two conditions as the last word,
"If yes, D; if not, A.", commit to neither) it reads 534 (94.0%); batch 1 reads 274 (its roman-numeral
"(ii)") and batch 7 320; no row of any batch read right before is read wrong (none of the 20 misses left in
batches 12-14 was fixed). Left: paraphrase, synonyms and knowledge ("the legislature", "[H+]", "pi", "IM epi",
"About two-thirds", "It goes down", "Atticus's daughter"), a closing verdict by a possessive name after a survey ("... is Kant's"), a reply cut off after a content word,
and a survey whose first clause the reader still takes for the answer.
Batch 16 (new writers who had not read the code; 567 answers), written before the batch-15 round: with the
code of 41ddeb7 491 (86.6%); after the batch-14 round and the batch-15 false positives' classes 498 (87.8%); after the
batch-15 round, its first score with the code of the day, 499 (88.0%). After the fixes by class for it (one
mechanism first: the option the answer's last committing clause names by its content words - another inflection
or derived form, "custody" for "custodial", "deduction" for "deductive", a code inside a word, "A1c" for "HbA1c",
a quantity spelt out or with its unit in words, "Zero Celsius.", "sixty kilometres per hour", "5x" - with the
options a negation in any clause rules out set aside, clauses that tag options with bracketed labels read as a
survey, and the other option of two left when one is ruled out, "Not A."; an answer naming the set an option
stands for, "A, B, and C.", "All of them are renewable.", "it's both", read as that option, "All of the above",
"A, B and C", "Both A and B"; the labels a negation governs in a list, "So B rather than A or C"; a reading from
an option's text left open by an ending that leaves the choice open or stops mid-clause, "could be either", ",
or possibly"; a rightward arrow of any design, "Answer ➜ (a)", read as "→") it reads 533 (94.0%); batch 7 reads 321, batch 12 405, batch 15 538 (4 of its 34 misses, and
none of the 10 left in batches 13 and 14, fixed by the change: the transfer figure), and no row of any batch
went from right to wrong.
Batch 17 (new writers who had not read the code; 629 answers), written at the start of the batch-16 round: with
the code of 4b47cdd (the batch-15 round) 607 (96.5%); after the batch-16 round, its first score with the code of the day,
606 (96.3%: 1 row gained, 2 lost, both two-option
questions whose option texts are "No" or "Not permissible"). After the fixes by class for it (options whose own
text is a negation or a bare verdict word named by that text, "Absolutely not permissible.", "No (B)", with "no
doubt" a determiner and "can't not" cancelling; an opening that commits - the option's text alone, after a colon
or an arrow, or an answer marker - followed only by discussion of other options; a declined choice, "I won't
pick C"; an answer that is exactly one option's text, "O-"; options asked about as questions and answered yes or
no; "Option 2" among year options; a "thing -> label" survey decided by the question; two options claimed
together in one sentence; "the remaining year") it reads 623 (99.0%); batch 7 reads 322; no row of any batch
went from right to wrong, and none of the 67 misses left in batches 14-16 was fixed (the transfer figure).
Batch 18 (new writers who had not read the code; 736 answers), written at the start of the batch-17 round: with
the code of 4b47cdd 703 (95.5%); before the batch-17 round 704 (95.7%); after it, its first score with the code of the day, 706 (95.9%).
After the fixes by class for it (a verbless opening fragment naming one option - the option's words, or its own
words plus a prepositional phrase - followed only by sentences about the other options, "Maastricht (1992). The
Treaty of Rome ..."; a reply saying no option is right names the options' own "none of the above"; a closing
sentence leaving two labels open, "so it's C or D", "Both A and D can be considered correct", overrides a reading
from the text; two options that are a verdict and its opposite, "Yes"/"No", "True"/"False", answered by a verdict
naming neither, "Nope.", "the statement is wrong", read through the shared yes/no reader; a tick mark after one
option named by its text in its own line, "- Merge O(n log n) ✅", not after a computation or a value; a commitment
followed only by a closing sentence that opens by negating, "Not delta either.", or by a bracket after a lone closing
label, "C (2048 is 2^11).") 721 (98.0%); batch
7 reads 323 (one row gained); no row of any batch went from right to wrong.
Batch 19 (new writers who had not read the code; 822 answers), written at the start of the batch-18 round: with
the code of 4b47cdd 783 (95.3%); before the batch-18 round 784 (95.4%); after it, its first score with the code of the day, 785 (95.5%).
After the fixes by class for it (one mechanism first: the last sentence that closes on a label as a verdict -
a tag in brackets ending the sentence, "... the stratosphere (B).", or a bare capital after an opening, a
separator or a word that hands it over, "Option B.", "So B.", "That's B.", "It's obviously A.", "Correcting to
B." - read as the answer when the sentences after it only give other options predicates of their own, "Option C
describes a quota", "A would be hyperthyroidism"; not a label the clause negates, conditions, sets in a
hypothesis or leaves open, not one of several options tagged in one sentence, not a list row or a run of
labels, not a tag that disagrees with the option text beside it, "The coulomb (C)", and nothing read when a
later sentence revises, marks an answer or calls something right; then a verdict naming two options, "I'd say
X or Y", "X? Or is it Y?", "between G and D", read as none; "Sentence 2." for "Which sentence ...?"; a declining
verb after a first-person clause, "I'm not a lawyer and can't give legal advice"; the closing segment after an
arrow or colon read as an option's whole text, opening words or opening verdict word, "→ better", "Reject the
null.", "Kant: no."; "thing: option" pairs matched to the question by stem) it reads 809 (98.4%); batch 7 reads
324, batch 8 381, batch 13 407, batch 15 540, batch 16 534 (1 of the 55 misses left in batches 16-18 fixed: the
transfer figure); no row of any batch went from right to wrong.
Batch 20 (new writers who had not read the code; 991 answers), written at the start of the batch-19 round: with
the code of 522c3e4 961 (97.0%); after the batch-19 round, its first score with the code of the day, 961 (97.0%: 1
row lost, "Nuncupative = oral (A). Living will = healthcare directive (C). Pour-over = feeds a trust (D).
Handwritten = holographic." read as D by the new closing-label reading). After the fix by class (a bracketed tag
closing the last of several sentences that each tag another option glosses a series, no verdict): 962 (97.1%).
After the batch-20 round's fixes by class (a label standing alone as the last sentence is the verdict; an answer
stated alone, untagged, in the first sentence wins over a later tagged survey of the others; a reply cut off on
a contracted verb or a preposition gives none; an option's minus sign typed as a hyphen): 969 (97.8%); no row of
any batch went from right to wrong, and none of the misses left in batches 17-19 was fixed (transfer 0).
Batch 21 (new writers who had not read the code; 845 answers), written at the start of the batch-20 round: with
the code of 522c3e4 808 (95.6%); with the code after the batch-19 round 809 (95.7%); after the batch-20 round, its first score
with the code of the day, 809 (95.7%); after its own fixes (round 21: an opening verdict by label that later
remarks about other options do not revise; a label tagged in a closing part that rules an option out; a computation cut
off on an operator), 815 (96.4%), merged in round 22 (they had been held back in round 21 for their cost in speed).
Batch 22 (new writers who had not read the code; 920 answers), written at the start of the batch-21 round: with
the code of 522c3e4 892 (97.0%); before the batch-21 round 891 (96.8%); after it, its first score with the code of the
day, 891 (96.8%: 1 row lost
since 522c3e4, "Rome had the Twelve Tables (D). So Babylon." read as D by the batch-19 closing-label reading). After the fix by class
(a closing sentence that is only another option's text, after a word of conclusion at most, is the verdict): 892 (97.0%).
With the batch-21 fixes merged (round 22) 890 (96.7%: "Africa (A) is second.\n\n**B**" and "... regardless of race
(B), the 19th regardless of sex. **D**" read by the new opening-verdict reading as A and B). After its own fixes
(round 22: a label standing alone at the end after a sentence whose last word is another label, "so not D. C.", and
over an opening that only tags another option; a last sentence that declines to give one option, "so I wouldn't
name one person", "multiple answers apply", "I always confuse the two"; a sentence that only names one option, its
label, label and text, text and tag, or text after a word that hands it over, over option texts the other
sentences discuss, "B, Fungi. They're closer to Animalia (C) ...", also after a commitment conceded in its own
sentence, "4/10 (A) is correct but not in lowest terms. Simplified: **2/5 (B)**."; a tag whose option text a
negation governs, "nervousness (B), not confidence (C)"; the whole reply one option's text with its negation
contracted; an opening tagged option conceded by "but"; "what remains" after every other option; an option named
only as a first thought given up, "I was going to say oxygen at first but no") 913 (99.2%);
batch 5 reads 273, batch 9 333, batch 18 722, batch 19 810 (1 of the 65 misses left in batches 19-21 fixed: the
transfer figure); no row of any batch went from right to wrong. Left: "Momentum: A 4, B 4, ... so the heaviest, C,
has the most energy." and "D wins, narrowly over A." (a label as a closing clause's subject or apposition); a
paraphrase of an option's content ("stops the cell wall from being built"), "Squares ⊂ Rectangles.", "O negative
(C)" for "O−"; "Galileo... no, ... The laws are Kepler's."; "It depends heavily on jurisdiction ... I'd recommend
reading your lease."
Batch 23 (new writers who had not read the code; 888 answers), written at the start of the batch-22 round: with
the code of 02673f8 (the start of the batch-22 round) 848 (95.5%); after the batch-22 round, its first score with the code of the day,
849 (95.6%). After its own fixes (round 23: one option tied by a sentence to a term of the question that no
option carries, every other option named apart, in a reply read as undecided before; a last sentence that refuses with a verb's -ing form, "not comfortable
picking any single option", or says none of what is asked exists, "there's no single main ingredient") 855 (96.3%); batch 11 reads
363, batch 19 811 (0 of the misses left in batches 20-22 fixed: the transfer figure); no row of any batch went from
right to wrong.
Batch 24 (new writers who had not read the code; 897 answers), written at the start of the batch-23 round: with
the code of 02673f8 871 (97.1%); with the code after the batch-22 round 876 (97.7%); after the batch-23 round,
its first score with the code of the day, 875 (97.5%). After the fix of the class the batch-23 round broke
(test_extraction_round22_unseen_classes.py: a reply cut off inside a reasoning block it never closed links no option to the question): 876 (97.7%).
After round 24: 891/897 (99.3%) (test_blind_batch24_classes.py: a label called false under a question for the
FALSE statement; reluctance to name one; an opening pair of labels; a range of labels ruled out; "Only B <verb>s";
"it's actually X"; "X is not the answer — Y is."; "X by elimination"; a surname after "but"; a closing "the <words
of the question> is X"; a bare verdict row among describing rows; "could be A, but I'd need to see ..."; "That's
300,000." and a later tag of a negated list); batch 15 reads 541, batch 19 812, batch 21 817, batch 23 856; no row
of any batch went from right to wrong. Left, each needing knowledge the text does not state: "Sunlight" for
"Solar", "logarithmic" for "O(log n)", "sodium chloride" for "NaCl", "O-" for "O negative", "goes down" for
"decreases", "Solar radiation" for "The Sun".
Batch 25 (new writers who had not read the code; 1202 answers; 30 labelled no answer; about 730 are under 60 characters), written at the start of the batch-24
round: with the code of f59a566 (before that round) 1185 (98.6%); after the batch-24 round, its first score with
the code of the day, 1185 (98.6%); after round 25: 1192/1202.
Batch 26 (new writers who had not read the code, asked to write every reply by hand; 918 answers; 18 labelled no answer), written at
the start of the batch-25 round: with the code of f59a566 (before the batch-24 round) 912 (99.3%); after the
batch-24 round 912 (99.3%); after the batch-25 round, its first score with the code of the day, 912 (99.3%); after
round 27: 918/918.
Batch 27 (new writers who had not read the code, asked to write every reply by hand; 783 answers; 27 labelled no answer; median length 34 characters), written at the start of
round 26: with the code of ec388f82 (before that round) 777 (99.2%); after round 26, its first score with the code of the day,
777 (99.2%); after round 27: 779/783 (left: "logarithmic" for "O(log n)" and a paraphrase of a placebo group's
purpose, which need knowledge the text does not state; "couldn't find" for "Not Found"; a reply cut off after "tend
to reduce", whose cut needs to know the verb wants an object).
Batch 28 (new writers who had not read the code, asked to write every reply by hand and to make at least a third
of them longer than 150 characters; 902 answers; 25 labelled no answer; 310 longer than 150 characters), written at the start of round 27: after round 26 881 (97.7%); after round 27,
its first score with the code of the day, 881 (97.7%); after round 28: 882/902 (a verdict by label up front
then a concessive remark on a distractor it tags in brackets is no revision). After round 29: 898/902 (an opening
verdict followed by remarks that say but/so/it's/answer without naming another option or only ruling one out;
a described second label after ", and"; a lowercase label alone where no article stands; a put-off or
undecided refusal; a hedge word inside a quoted option's text; a dashed restatement before "is correct").
Left: an identification chain that names the answer by the question's own words ("... A is Avogadro's number"),
a "So A." inside a chain followed by a "... no, ..." aside, a reply whose label rests on knowledge the text does
not state ("the South American option"), and one debatable label ("It's the dependent variable — A").
Batch 29 (new writers who had not read the code, asked to write every reply by hand and to make at least a third
of them longer than 150 characters; 850 answers; 27 labelled no answer; 294 longer than 150 characters; median
90 characters), written at the start of this stop: with the code of e2d682a5 (before round 29) 843 (99.2%); after the
round-29 classes for batches 27 and 28, its first score with the code of the day, 843 (99.2%). After round 29: 847/850
(a label taken back at once for another, "X... no, Y"; a hedged reply closing on "Leaning X."; a mid-reply "So:
<text>, X." followed by remarks naming another option by its text only; a reply that ends by counting two options
correct).
Batch 30 (395 answers; 32 labelled no answer; 41 longer than 150 characters, median 29: the writer ran short of
time and of long replies), written at the end of this stop, after round 29b, by new writers who had not read the code, with batch 28's brief (at least a third of the replies longer than 150 characters): its first score with the code of the day
(bfea09f5), 392 (99.2%).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from scorewire_multiple_choice import extract_letter

from tests.plugins.blind_batches import load_batch, misread

HERE = Path(__file__).parent
# batch file -> how many answers must be read as labelled (the figure after the fixes)
BATCHES = {
    "batch1_mc.jsonl": 274,
    "batch2_mc.jsonl": 224,
    "batch3_mc.jsonl": 287,
    "batch4_mc.jsonl": 423,
    "batch5_mc.jsonl": 273,
    "batch6_mc.jsonl": 303,
    "batch7_mc.jsonl": 324,
    "batch8_mc.jsonl": 381,
    "batch9_mc.jsonl": 333,
    "batch10_mc.jsonl": 352,
    "batch11_mc.jsonl": 363,
    "batch12_mc.jsonl": 405,
    "batch13_mc.jsonl": 407,
    "batch14_mc.jsonl": 504,
    "batch15_mc.jsonl": 541,
    "batch16_mc.jsonl": 534,
    "batch17_mc.jsonl": 623,
    "batch18_mc.jsonl": 722,
    "batch19_mc.jsonl": 812,
    "batch20_mc.jsonl": 969,
    "batch21_mc.jsonl": 817,
    "batch22_mc.jsonl": 913,
    "batch23_mc.jsonl": 856,
    "batch24_mc.jsonl": 891,
    "batch25_mc.jsonl": 1192,
    "batch26_mc.jsonl": 918,
    "batch27_mc.jsonl": 779,
    "batch28_mc.jsonl": 898,
    "batch29_mc.jsonl": 847,
    "batch30_mc.jsonl": 392,
}


@pytest.mark.parametrize("name", sorted(BATCHES))
def test_blind_batch_is_read_as_labelled(name: str) -> None:
    rows = load_batch(HERE / name)
    misses = misread(
        rows,
        lambda row: extract_letter(row["response"], row.get("choices"), question=row.get("question")).letter,
        lambda row: row["label"].strip().upper() if row["label"] else None,
    )
    assert len(rows) - len(misses) >= BATCHES[name], misses
