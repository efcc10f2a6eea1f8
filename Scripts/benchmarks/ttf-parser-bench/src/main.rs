// The same work as Development/Sources/OpenTypeBenchmarks, with ttf-parser: open a face and read its
// metrics, map every cmap entry, read every advance, outline every glyph. Median of runs, per
// operation, timed in thread CPU time (`--wall` for wall-clock time). Prints
// `font<TAB>task<TAB>microseconds per operation<TAB>ops`.
use std::time::Instant;

struct Sink(f64);

impl ttf_parser::OutlineBuilder for Sink {
    fn move_to(&mut self, x: f32, y: f32) { self.0 += (x + y) as f64; }
    fn line_to(&mut self, x: f32, y: f32) { self.0 += (x + y) as f64; }
    fn quad_to(&mut self, x1: f32, y1: f32, x: f32, y: f32) { self.0 += (x1 + y1 + x + y) as f64; }
    fn curve_to(&mut self, x1: f32, y1: f32, x2: f32, y2: f32, x: f32, y: f32) {
        self.0 += (x1 + y1 + x2 + y2 + x + y) as f64;
    }
    fn close(&mut self) { self.0 += 1.0; }
}

#[repr(C)]
struct Timespec {
    tv_sec: i64,
    tv_nsec: i64,
}

extern "C" {
    fn clock_gettime(clock: i32, time: *mut Timespec) -> i32;
}

/// CPU time of this thread in seconds (CLOCK_THREAD_CPUTIME_ID = 3 on Linux), so that other
/// processes on a busy machine do not inflate the measurement; `--wall` uses wall-clock time.
fn thread_seconds() -> f64 {
    let mut time = Timespec { tv_sec: 0, tv_nsec: 0 };
    unsafe { clock_gettime(3, &mut time) };
    time.tv_sec as f64 + time.tv_nsec as f64 * 1e-9
}

static mut WALL: bool = false;

fn median<F: FnMut()>(runs: usize, mut body: F) -> f64 {
    body();
    let wall = unsafe { WALL };
    let mut times: Vec<f64> = (0..runs)
        .map(|_| {
            if wall {
                let start = Instant::now();
                body();
                start.elapsed().as_secs_f64()
            } else {
                let start = thread_seconds();
                body();
                thread_seconds() - start
            }
        })
        .collect();
    times.sort_by(|a, b| a.partial_cmp(b).unwrap());
    times[times.len() / 2]
}

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let mut runs = 7;
    if let Some(i) = args.iter().position(|a| a == "--wall") {
        unsafe { WALL = true };
        args.remove(i);
    }
    if let Some(i) = args.iter().position(|a| a == "--runs") {
        runs = args[i + 1].parse().unwrap();
        args.drain(i..i + 2);
    }
    let mut only: Option<String> = None;
    if let Some(i) = args.iter().position(|a| a == "--task") {
        only = Some(args[i + 1].clone());
        args.drain(i..i + 2);
    }
    let want = |task: &str| only.as_deref().map_or(true, |o| o == task);
    let mut sink = Sink(0.0);
    for path in &args {
        let data = std::fs::read(path).expect("read");
        let name = path.rsplit('/').next().unwrap();
        let face = ttf_parser::Face::from_slice(&data, 0).expect("parse");
        let report = |task: &str, ops: usize, time: f64| {
            println!("{}\t{}\t{:.4}\t{}", name, task, time * 1e6 / ops.max(1) as f64, ops);
        };

        let opens = 200;
        if want("open") {
        let t = median(runs, || {
            for _ in 0..opens {
                let face = ttf_parser::Face::from_slice(&data, 0).unwrap();
                sink.0 += (face.ascender() as i32 + face.descender() as i32 + face.line_gap() as i32
                    + face.units_per_em() as i32) as f64;
                sink.0 += face.typographic_ascender().unwrap_or(0) as f64
                    + face.capital_height().unwrap_or(0) as f64
                    + face.x_height().unwrap_or(0) as f64
                    + face.number_of_glyphs() as f64;
            }
        });
        report("open", opens, t);
        }

        let chars: Vec<char> = (0u32..=0x10FFFF)
            .filter_map(char::from_u32)
            .filter(|&c| face.glyph_index(c).map_or(false, |g| g.0 != 0))
            .collect();
        if want("cmap") {
        let t = median(runs, || {
            for &c in &chars {
                sink.0 += face.glyph_index(c).map_or(0, |g| g.0) as f64;
            }
        });
        report("cmap", chars.len(), t);
        }

        let count = face.number_of_glyphs();
        if want("advances") {
        let t = median(runs, || {
            for g in 0..count {
                sink.0 += face.glyph_hor_advance(ttf_parser::GlyphId(g)).unwrap_or(0) as f64;
            }
        });
        report("advances", count as usize, t);
        }

        if want("outlines") {
        let t = median(runs, || {
            for g in 0..count {
                let _ = face.outline_glyph(ttf_parser::GlyphId(g), &mut sink);
            }
        });
        report("outlines", count as usize, t);
        }
    }
    if sink.0 == 0.5 {
        println!();
    }
}
