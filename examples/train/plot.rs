//! The learning curve as an SVG plot, written by hand.

use std::collections::BTreeMap;
use std::fmt::Write;

const W: f64 = 720.0;
const H: f64 = 420.0;
const LEFT: f64 = 70.0;
const RIGHT: f64 = 150.0;
const TOP: f64 = 40.0;
const BOTTOM: f64 = 50.0;
const COLOURS: [&str; 6] = [
    "#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b",
];

/// Rows of the CSV (`games,cpu_seconds,opponent,score,se`) by opponent.
fn series(csv: &str) -> BTreeMap<String, Vec<(f64, f64, f64)>> {
    let mut by: BTreeMap<String, Vec<(f64, f64, f64)>> = BTreeMap::new();
    for line in csv.lines().skip(1) {
        let f: Vec<&str> = line.split(',').collect();
        if let [games, _, name, score, se] = f[..] {
            let p = |s: &str| s.parse::<f64>().unwrap_or(0.0);
            by.entry(name.to_string())
                .or_default()
                .push((p(games), p(score), p(se)));
        }
    }
    by
}

/// The plot: score against games trained, one line per opponent, error
/// bars of one standard error.
pub fn svg(csv: &str, title: &str) -> String {
    let data = series(csv);
    let pts = data.values().flatten();
    let xmax = pts.clone().map(|p| p.0).fold(1.0, f64::max);
    let ymin = pts.clone().map(|p| p.1 - p.2).fold(0.0, f64::min).floor();
    let ymax = pts.map(|p| p.1 + p.2).fold(1.0, f64::max).ceil();
    let x = |v: f64| LEFT + v / xmax * (W - LEFT - RIGHT);
    let y = |v: f64| TOP + (ymax - v) / (ymax - ymin) * (H - TOP - BOTTOM);
    let mut s = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{W}\" height=\"{H}\" font-family=\"sans-serif\" font-size=\"12\">\n"
    );
    let _ = writeln!(s, "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>");
    let _ = writeln!(
        s,
        "<text x=\"{LEFT}\" y=\"22\" font-size=\"14\">{title}</text>"
    );
    axes(&mut s, xmax, ymin, ymax, &x, &y);
    for (k, (name, pts)) in data.iter().enumerate() {
        let c = COLOURS[k % COLOURS.len()];
        let path: Vec<String> = pts
            .iter()
            .map(|p| format!("{:.1},{:.1}", x(p.0), y(p.1)))
            .collect();
        let _ = writeln!(
            s,
            "<polyline fill=\"none\" stroke=\"{c}\" stroke-width=\"2\" points=\"{}\"/>",
            path.join(" ")
        );
        for p in pts {
            let _ = writeln!(
                s,
                "<line x1=\"{0:.1}\" x2=\"{0:.1}\" y1=\"{1:.1}\" y2=\"{2:.1}\" stroke=\"{c}\"/>",
                x(p.0),
                y(p.1 - p.2),
                y(p.1 + p.2)
            );
        }
        let ly = TOP + 20.0 + 20.0 * k as f64;
        let _ = writeln!(
            s,
            "<line x1=\"{0}\" x2=\"{1}\" y1=\"{ly}\" y2=\"{ly}\" stroke=\"{c}\" stroke-width=\"2\"/><text x=\"{2}\" y=\"{3}\">{name}</text>",
            W - RIGHT + 10.0,
            W - RIGHT + 30.0,
            W - RIGHT + 35.0,
            ly + 4.0
        );
    }
    s.push_str("</svg>\n");
    s
}

fn axes(
    s: &mut String,
    xmax: f64,
    ymin: f64,
    ymax: f64,
    x: &dyn Fn(f64) -> f64,
    y: &dyn Fn(f64) -> f64,
) {
    let _ = writeln!(
        s,
        "<line x1=\"{LEFT}\" x2=\"{}\" y1=\"{}\" y2=\"{}\" stroke=\"black\"/>",
        W - RIGHT,
        H - BOTTOM,
        H - BOTTOM
    );
    let _ = writeln!(
        s,
        "<line x1=\"{LEFT}\" x2=\"{LEFT}\" y1=\"{TOP}\" y2=\"{}\" stroke=\"black\"/>",
        H - BOTTOM
    );
    for i in 0..=4 {
        let v = xmax * f64::from(i) / 4.0;
        let _ = writeln!(
            s,
            "<text x=\"{:.1}\" y=\"{}\" text-anchor=\"middle\">{}</text>",
            x(v),
            H - BOTTOM + 18.0,
            v.round()
        );
    }
    let steps = ((ymax - ymin) / 0.25).round().max(1.0) as i32;
    let step = (ymax - ymin) / f64::from(steps.min(8));
    for i in 0..=steps.min(8) {
        let v = ymin + step * f64::from(i);
        let _ = writeln!(
            s,
            "<line x1=\"{LEFT}\" x2=\"{0}\" y1=\"{1:.1}\" y2=\"{1:.1}\" stroke=\"#ddd\"/><text x=\"{2}\" y=\"{3:.1}\" text-anchor=\"end\">{v:.2}</text>",
            W - RIGHT,
            y(v),
            LEFT - 6.0,
            y(v) + 4.0
        );
    }
    let _ = writeln!(
        s,
        "<text x=\"{:.1}\" y=\"{}\" text-anchor=\"middle\">self-play games</text>",
        (LEFT + W - RIGHT) / 2.0,
        H - 10.0
    );
}
