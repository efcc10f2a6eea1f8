import Foundation

/// Writing a command's result to the file named by an option, or to standard output for `-`.
enum OutputFile {
  static func write(_ text: String, to path: String, output: CommandOutput)
    throws(CommandLineError)
  {
    if path == "-" {
      output.write(text)
      return
    }
    guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
      throw .invalidInput("\(path): cannot be written (does its folder exist?)")
    }
  }
}
