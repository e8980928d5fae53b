//! Numbers written into SVG attributes and path data, to one decimal place. Formatting an
//! `f64` with `{}` or `{:.1}` links Rust's float-printing code, about 13 KB of the app's wasm,
//! which the drawings alone needed; whole tenths print with integer code.

use std::fmt;

/// An SVG coordinate or length, written to the nearest tenth in the shortest form: "25.2",
/// "30", "-3.5".
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Num(pub f64);

impl fmt::Display for Num {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let tenths = (self.0 * 10.0).round() as i64;
        let sign = if tenths < 0 { "-" } else { "" };
        let (whole, tenth) = (tenths.unsigned_abs() / 10, tenths.unsigned_abs() % 10);
        if tenth == 0 {
            write!(f, "{sign}{whole}")
        } else {
            write!(f, "{sign}{whole}.{tenth}")
        }
    }
}

/// `x` as an attribute value: [`Num`]'s text.
pub fn num(x: f64) -> String {
    Num(x).to_string()
}

#[cfg(test)]
mod tests {
    use super::num;

    #[test]
    fn tenths_print_as_rusts_float_formatting_does() {
        for tenths in -1000..=6000 {
            let x = f64::from(tenths) / 10.0;
            assert_eq!(num(x), format!("{x}"), "{tenths} tenths");
        }
        assert_eq!(num(60.0 * 0.42), "25.2");
        assert_eq!(num(-0.04), "0");
        assert_eq!(num(123.456), "123.5");
    }
}
