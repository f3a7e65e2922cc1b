#include "cli/io.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>

namespace gcnkit::cli {

std::optional<std::string> readInput(const std::string& path, std::string& error) {
  if (path == "-") {
    std::ostringstream ss;
    ss << std::cin.rdbuf();
    return ss.str();
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
    if (size > 0) data.resize(size_t(size));
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
  if (path == "-") {
    std::fwrite(data.data(), 1, data.size(), stdout);
    return std::fflush(stdout) == 0;
  }
  std::ofstream out(path, std::ios::binary);
  if (!out) {
    error = path + ": " + std::strerror(errno);
    return false;
  }
  out.write(data.data(), std::streamsize(data.size()));
  if (!out) {
    error = path + ": write failed";
    return false;
  }
  return true;
}

}  // namespace gcnkit::cli
