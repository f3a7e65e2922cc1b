#include "cli/io.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <iterator>
#include <sstream>

#include <sys/stat.h>
#include <sys/uio.h>
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

bool writePieces(int fd, std::span<const std::string_view> pieces) {
  constexpr int kBatch = 512;  // below every system's IOV_MAX (1024 on Linux)
  iovec iov[kBatch];
  size_t next = 0, skip = 0;  // the next piece to write, and how much of it is already written
  while (next < pieces.size()) {
    int n = 0;
    size_t total = 0;
    for (size_t i = next; i < pieces.size() && n < kBatch; ++i) {
      std::string_view p = pieces[i];
      if (i == next) p.remove_prefix(skip);
      iov[n++] = {const_cast<char*>(p.data()), p.size()};
      total += p.size();
    }
    const ssize_t w = total ? ::writev(fd, iov, n) : 0;
    if (w < 0 && errno == EINTR) continue;
    if (w < 0 || (w == 0 && total)) return false;
    // Move past what was written (a short write ends inside some piece).
    for (size_t left = size_t(w); next < pieces.size(); ++next, skip = 0) {
      const size_t rest = pieces[next].size() - skip;
      if (left < rest) {
        skip += left;
        break;
      }
      left -= rest;
    }
  }
  return true;
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
