#include "cli/io.h"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>

#include <sys/stat.h>
#include <sys/uio.h>
#include <unistd.h>

namespace gcnkit::cli {

namespace {

std::string bytesText(uint64_t n) {
  return n % (uint64_t(1) << 20) == 0 ? std::to_string(n >> 20) + " MiB" : std::to_string(n) + " bytes";
}

// Reads what is left of `f`, refusing more than `cap` bytes (a stream has no size to check first).
bool readCapped(std::FILE* f, std::string& data, uint64_t cap, const std::string& path, std::string& error) {
  char buf[65536];
  for (size_t n; (n = std::fread(buf, 1, sizeof buf, f)) > 0;) {
    if (data.size() + n > cap) {
      error = path + ": more than " + bytesText(cap) + (cap == kMaxStreamInput ? " from a stream (not a regular file)" : "");
      return false;
    }
    data.append(buf, n);
  }
  if (std::ferror(f)) {
    error = path + ": read error";
    return false;
  }
  return true;
}

}  // namespace

std::optional<std::string> readInput(const std::string& path, std::string& error, uint64_t maxBytes) {
  const uint64_t streamCap = std::min(maxBytes, kMaxStreamInput);
  std::string data;
  if (path == "-") {
    if (!readCapped(stdin, data, streamCap, "<stdin>", error)) return std::nullopt;
    return data;
  }
  // A directory opens for reading on Linux and reports a nonsense size: refuse it before reading.
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
  struct Closer {
    std::FILE* f;
    ~Closer() { std::fclose(f); }
  } closer{f};
  // A regular file: one read of its known size (sources run to tens of megabytes), refused above the limit.
  // Anything else (a pipe, a device such as /dev/zero): read up to the stream cap.
  if (::fstat(::fileno(f), &st) == 0 && S_ISREG(st.st_mode)) {
    if (uint64_t(st.st_size) > maxBytes) {
      error = path + ": " + std::to_string(st.st_size) + " bytes, more than the " + bytesText(maxBytes) + " allowed";
      return std::nullopt;
    }
    data.resize(size_t(st.st_size));
    const size_t got = data.empty() ? 0 : std::fread(data.data(), 1, data.size(), f);
    data.resize(got);
    if (!readCapped(f, data, maxBytes, path, error)) return std::nullopt;  // a file that grew meanwhile
    return data;
  }
  if (!readCapped(f, data, streamCap, path, error)) return std::nullopt;
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
