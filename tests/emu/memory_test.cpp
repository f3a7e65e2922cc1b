// Guest memory: explicit allocations in a sparse 64-bit space, every access checked.
#include <gtest/gtest.h>

#include "emu/memory.h"
#include "emu_support.h"

namespace gcnkit::test {
namespace {

TEST(EmuMemory, AllocationsAreSeparatedAndChecked) {
  emu::GuestMemory m;
  const uint64_t a = m.allocate(100, 256), b = m.allocate(16, 4096);
  ASSERT_NE(a, 0u);
  ASSERT_NE(b, 0u);
  EXPECT_EQ(a % 256, 0u);
  EXPECT_EQ(b % 4096, 0u);
  EXPECT_GT(b, a + 100);
  uint32_t v = 0;
  EXPECT_TRUE(m.write32(a + 96, 0x11223344));
  EXPECT_TRUE(m.read32(a + 96, v));
  EXPECT_EQ(v, 0x11223344u);
  uint8_t byte = 0;
  EXPECT_TRUE(m.read(a + 96, &byte, 1));
  EXPECT_EQ(byte, 0x44);  // little-endian
  EXPECT_FALSE(m.read32(a + 98, v));   // runs past the end
  EXPECT_FALSE(m.read32(a + 100, v));  // just past the end: the guard gap
  EXPECT_FALSE(m.read32(a - 4, v));
  EXPECT_FALSE(m.read32(0, v));
  EXPECT_FALSE(m.read32(~0ull - 1, v));  // no wrap-around
  uint32_t big[16] = {};
  EXPECT_TRUE(m.write(b, big, 16));
  EXPECT_FALSE(m.write(b, big, 64));
  EXPECT_EQ(m.span(b + 8, 9), nullptr);
  EXPECT_NE(m.span(b + 8, 8), nullptr);
}

TEST(EmuMemory, FixedMappingsAndRelease) {
  emu::GuestMemory m;
  EXPECT_TRUE(m.map(0x1000, 0x100));
  EXPECT_FALSE(m.map(0x10f0, 0x100));  // overlaps
  EXPECT_FALSE(m.map(0xf80, 0x100));
  EXPECT_TRUE(m.map(0x1100, 0x100));   // adjacent is fine
  uint64_t v = 0;
  EXPECT_FALSE(m.read64(0x10fc, v));   // spans two allocations: refused
  EXPECT_TRUE(m.release(0x1000));
  EXPECT_FALSE(m.read64(0x1000, v));
  EXPECT_FALSE(m.release(0x1000));
  EXPECT_EQ(m.allocate(0), 0u);
  EXPECT_EQ(m.allocate(1ull << 40), 0u);
}

// Host memory mapped at its own address: the guest reads and writes the host's bytes, nothing is copied, and
// the range is checked like any allocation.
TEST(EmuMemory, HostMemoryMappedAtItsAddress) {
  emu::GuestMemory m;
  std::vector<uint32_t> host(64, 0);
  const uint64_t at = reinterpret_cast<uint64_t>(host.data());
  ASSERT_TRUE(m.mapHost(host.data(), host.size() * 4));
  EXPECT_FALSE(m.mapHost(host.data() + 8, 16));  // overlaps
  EXPECT_FALSE(m.map(at + 32, 16));
  EXPECT_TRUE(m.write32(at + 8, 0xdeadbeef));
  EXPECT_EQ(host[2], 0xdeadbeefu);
  host[5] = 77;
  uint32_t v = 0;
  EXPECT_TRUE(m.read32(at + 20, v));
  EXPECT_EQ(v, 77u);
  EXPECT_FALSE(m.read32(at + 256, v));  // one past the end
  EXPECT_TRUE(m.mapped(at, 256));
  EXPECT_FALSE(m.mapped(at, 257));
  EXPECT_TRUE(m.release(at));
  EXPECT_FALSE(m.read32(at, v));
  EXPECT_EQ(host[2], 0xdeadbeefu);  // the bytes stay the host's
  EXPECT_FALSE(m.mapHost(nullptr, 16));
  auto machine = gcnkit::test::machine("gfx900");
  ASSERT_TRUE(machine->mapHost(host.data(), 64));
  EXPECT_TRUE(machine->mapped(at, 64));
  EXPECT_EQ(machine->readDword(at + 8), 0xdeadbeefu);
}

TEST(EmuMemory, MachineApiReadsAndWrites) {
  auto m = machine("gfx900");
  const uint64_t a = m->allocate(32);
  EXPECT_TRUE(m->writeDwords(a, std::vector<uint32_t>{1, 2, 3}));
  EXPECT_EQ(m->readDword(a + 8), 3u);
  EXPECT_FALSE(m->readDword(a + 32));
  std::vector<uint8_t> bytes(4);
  EXPECT_TRUE(m->read(a + 4, bytes));
  EXPECT_EQ(bytes, (std::vector<uint8_t>{2, 0, 0, 0}));
  EXPECT_FALSE(m->loadCode(std::vector<uint8_t>{1, 2, 3}));
  auto r = m->launch(emu::LaunchConfig{});
  EXPECT_EQ(r.fault.kind, emu::FaultKind::NoCode);
  std::string error;
  EXPECT_EQ(emu::Machine::create("gfx9999", "", &error), nullptr);
  EXPECT_FALSE(error.empty());
}

}  // namespace
}  // namespace gcnkit::test
