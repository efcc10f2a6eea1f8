# Homebrew formula for the typeset command line. It builds from source with the Swift toolchain
# of Xcode (or the Command Line Tools) and installs through the repository's Makefile. It has
# not been tested: Homebrew does not run where Typeset is developed (Linux, no macOS). To try it
# from a checkout: brew install --build-from-source ./Formula/typeset.rb
class Typeset < Formula
  desc "Brand fonts with Apple's Dynamic Type, from one typography file"
  # OWNER: the GitHub account the repository is published under (not decided yet).
  homepage "https://github.com/OWNER/typeset"
  url "https://github.com/OWNER/typeset/archive/refs/tags/0.1.0.tar.gz"
  # Set when the 0.1.0 tag is published: shasum -a 256 of the archive above.
  sha256 "0000000000000000000000000000000000000000000000000000000000000000"
  head "https://github.com/OWNER/typeset.git", branch: "main"

  depends_on xcode: ["16.3", :build] # Swift 6.1: the package's tools version
  depends_on :macos

  def install
    system "make", "install", "PREFIX=#{prefix}"
  end

  test do
    assert_match "typeset-cli #{version}", shell_output("#{bin}/typeset-cli --version")
    assert_match "body", shell_output("#{bin}/typeset-cli scale --style body --format json")
  end
end
