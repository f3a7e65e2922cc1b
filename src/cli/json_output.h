// JSON on standard output for the commands that offer --format=json.
#pragma once
#include <cstdio>
#include <string>

#include <nlohmann/json.hpp>

namespace gcnkit::cli {

// Names and messages come from the input (kernel names, symbol names), which may hold any bytes: invalid UTF-8 is
// written as U+FFFD rather than refused.
inline void printJson(const nlohmann::ordered_json& j) {
  const std::string text = j.dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace) + "\n";
  std::fputs(text.c_str(), stdout);
}

}  // namespace gcnkit::cli
