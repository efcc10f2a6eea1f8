/// The Type 2 argument stack: a fixed-capacity run of numbers in memory the interpreter owns
/// for the duration of one charstring (see `Type2CharstringInterpreter.execute(item:of:)`).
///
/// A plain pointer and a count, so that pushing and clearing cost no reference counting and no
/// uniqueness checks; a copy is a view of the same numbers, which the operators use to read
/// their operands while the stack is being cleared. Callers check ``isFull`` before pushing.
struct OperandStack: RandomAccessCollection {
  /// The bottom of the stack. `capacity` numbers from here are the stack's to use (none for an
  /// empty stack, whose pointer is never dereferenced).
  let base: UnsafeMutablePointer<Double>
  /// The most numbers the stack holds.
  let capacity: Int
  /// The number of numbers on the stack, always in `0...capacity`; the interpreter's inner loop
  /// keeps it in a local and stores it back before running an operator.
  var count = 0

  /// A stack over `buffer` (uninitialised; `Double` is trivial).
  init(_ buffer: UnsafeMutableBufferPointer<Double>) {
    base = buffer.baseAddress ?? Self.nowhere
    capacity = buffer.baseAddress == nil ? 0 : buffer.count
  }

  /// A stack that holds nothing, outside a charstring's execution.
  init() {
    base = Self.nowhere
    capacity = 0
  }

  /// The base of a stack without storage: aligned, and never dereferenced, as every access is
  /// bounded by `count`, there always 0.
  private static var nowhere: UnsafeMutablePointer<Double> {
    UnsafeMutablePointer(bitPattern: MemoryLayout<Double>.alignment)!
  }

  /// The index of the bottom of the stack, 0.
  var startIndex: Int { 0 }
  /// One past the top of the stack.
  var endIndex: Int { count }
  /// Whether another number fits.
  var isFull: Bool { count >= capacity }

  /// The number at `index` from the bottom.
  subscript(index: Int) -> Double {
    precondition(index >= 0 && index < count)
    return base[index]
  }

  /// Pushes a number; the caller has checked ``isFull``.
  @inline(__always)
  mutating func append(_ value: Double) {
    precondition(count < capacity)
    base[count] = value
    count += 1
  }

  /// Pushes numbers while they fit; returns whether all did.
  @discardableResult
  mutating func append(contentsOf values: some Sequence<Double>) -> Bool {
    for value in values {
      guard count < capacity else { return false }
      append(value)
    }
    return true
  }

  /// Removes and returns the top number, or `nil` when the stack is empty.
  mutating func popLast() -> Double? {
    guard count > 0 else { return nil }
    count -= 1
    return base[count]
  }

  /// Removes the `k` top numbers (all of them when `k` exceeds the count).
  mutating func removeLast(_ k: Int) {
    count -= Swift.min(Swift.max(k, 0), count)
  }

  /// Removes the bottom number (the width operand of the first stack-clearing operator).
  mutating func removeFirst() {
    guard count > 0 else { return }
    base.update(from: base + 1, count: count - 1)
    count -= 1
  }

  /// Empties the stack.
  mutating func removeAll() {
    count = 0
  }
}
