//! Mentions pass: a name with a version number ("USB 3", "Bluetooth 5", "HDMI 2.1", "PCIe 4")
//! is the values that write that name followed by the version, a whole number standing for its
//! point releases ("USB 3" holds "USB 3.0 (5 GBit/sec)" and "USB 3.2"; "HDMI 2.1" only 2.1).

use super::*;

impl<'a> Parser<'a> {
    /// Reads each free word followed by a number (no comma between) that values write the same
    /// way as those values: the products that have one of them.
    pub(crate) fn read_versions(&mut self) {
        let lex = self.lex;
        let n = self.toks.len();
        for i in 0..n.saturating_sub(1) {
            if !self.open_word(i) || self.used[i + 1] || self.toks[i + 1].boundary_before {
                continue;
            }
            let Some(version) = self.toks[i + 1].number() else { continue };
            // A unit after the number makes it an amount ("bluetooth 5 m range"); a bound around
            // it ("android 7.0 or newer", "at least pcie 3") is the number passes' to read.
            let bounded = matches!(self.word(i + 2), "or" | "and" | "+" | "plus" | "up" | "higher" | "newer" | "later")
                || self.toks.get(i + 2).is_some_and(|t| t.hyphen_before)
                || (i > 0
                    && (comparator_word(self.word(i - 1)) || matches!(self.word(i - 1), "than" | "least" | "most")));
            // A spec named with its number ("HDMI 2.1" as a yes/no spec) is that spec.
            if self.question_unit(i + 2).is_some() || bounded || self.in_entry_name(i + 1) {
                continue;
            }
            let word = self.toks[i].text.as_str();
            let Some(values) = lex.index.value_words.get(word) else { continue };
            let whole = version.fract() == 0.0;
            let pairs: Vec<(u32, u32)> = values
                .iter()
                .copied()
                .filter(|(e, v)| {
                    lex.index.value_tokens[*e as usize][*v as usize].windows(2).any(|w| {
                        w[0] == word
                            && w[1]
                                .parse::<f64>()
                                .is_ok_and(|x| x == version || (whole && x.trunc() == version && x >= version))
                    })
                })
                .collect();
            if pairs.is_empty() {
                continue;
            }
            let negated = self.negated_at(i);
            let ctx = self.context();
            let label = self.values_label(&pairs, &ctx);
            let phrase = self.span_text(i, i + 2);
            self.mark(i, i + 2);
            self.conds.push((Cond::Values { pairs, negated, label }, 0.9, phrase, i));
        }
    }
}
