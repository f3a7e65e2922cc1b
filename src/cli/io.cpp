#include "cli/io.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <iterator>
#include <sstream>

#include <sys/stat.h>
#include <unistd.h>

namespace gcnkit::cli {

std::optional<std::string> readInput(const std::string& path, std::string& error) {
  if (path == "-") {
    std::ostringstream ss;
    ss << std::cin.rdbuf();
    return ss.str();
  }
  // A directory opens for reading on Linux and reports a nonsense size: refuse it (and anything else
  // that is not a file or a stream) before reading.
  struct stat st {};
  if (::stat(path.c_str(), &st) == 0 && S_ISDIR(st.st_mode)) {
    error = path + ": " + std::strerror(EISDIR);
    return std::nullopt;
  }
  std::FILE* f = std::fopen(path.c_str(), "rb");
  if (!f) {
    error = path + ": " + std::strerror(errno);
    return std::nullopt;
  }
  // One read of the known size: no growth, no copies (sources run to tens of megabytes).
  std::string data;
  if (std::fseek(f, 0, SEEK_END) == 0) {
    long size = std::ftell(f);
    if (size > 0 && S_ISREG(st.st_mode)) data.resize(size_t(size));
    std::rewind(f);
  }
  size_t got = data.empty() ? 0 : std::fread(data.data(), 1, data.size(), f);
  data.resize(got);
  char buf[65536];  // files whose size is unknown (pipes)
  for (size_t n; (n = std::fread(buf, 1, sizeof buf, f)) > 0;) data.append(buf, n);
  bool failed = std::ferror(f);
  std::fclose(f);
  if (failed) {
    error = path + ": read error";
    return std::nullopt;
  }
  return data;
}

bool writeOutput(const std::string& path, std::span<const char> data, std::string& error) {
  PendingOutput out(path);
  if (!out.open(error)) return false;
  if (!data.empty() && std::fwrite(data.data(), 1, data.size(), out.file()) != data.size()) {
    error = path + ": write failed";
    return false;
  }
  return out.commit(error);
}

bool PendingOutput::open(std::string& error) {
  if (path_ == "-") {
    f_ = stdout;
    return true;
  }
  struct stat st {};
  const bool special = ::stat(path_.c_str(), &st) == 0 && !S_ISREG(st.st_mode);
  if (special && S_ISDIR(st.st_mode)) {
    error = path_ + ": " + std::strerror(EISDIR);
    return false;
  }
  if (!special) temp_ = path_ + ".gcnkit-tmp-" + std::to_string(::getpid());
  f_ = std::fopen((special ? path_ : temp_).c_str(), "wb");
  if (!f_) {
    error = path_ + ": " + std::strerror(errno);
    temp_.clear();
    return false;
  }
  return true;
}

bool PendingOutput::commit(std::string& error) {
  const bool flushed = f_ && std::fflush(f_) == 0 && !std::ferror(f_);
  const bool closed = f_ == stdout || !f_ || std::fclose(f_) == 0;
  if (f_ != stdout) f_ = nullptr;
  if (!flushed || !closed || (!temp_.empty() && std::rename(temp_.c_str(), path_.c_str()) != 0)) {
    error = path_ + ": write failed";
    return false;
  }
  committed_ = true;
  return true;
}

PendingOutput::~PendingOutput() {
  if (f_ && f_ != stdout) std::fclose(f_);
  if (committed_ || path_ == "-") return;
  if (!temp_.empty()) {
    std::remove(temp_.c_str());
    std::remove(path_.c_str());  // an older output would be taken for this run's
  }
}

}  // namespace gcnkit::cli
