// SharedAccess: which work-group reads and writes each 4-byte granule of a parallel launch. A granule written by
// one work-group and touched by another is a conflict (in either order, also when two threads race for it); pages
// are saved before their first write and put back whole or for the work-groups after a fault.
#include <gtest/gtest.h>

#include <cstring>
#include <thread>

#include "emu/memory.h"
#include "emu/shared_access.h"

namespace gcnkit::test {
namespace {

struct Fixture {
  emu::GuestMemory mem;
  uint64_t base = 0;
  Fixture() {
    base = mem.allocate(3 * emu::SharedAccess::kPage);
    std::vector<uint8_t> pattern(3 * emu::SharedAccess::kPage);
    for (size_t i = 0; i < pattern.size(); ++i) pattern[i] = uint8_t(i * 7);
    mem.write(base, pattern.data(), pattern.size());
  }
};

TEST(SharedAccess, ReadersShareWritersDoNot) {
  Fixture f;
  emu::SharedAccess s(f.mem);
  EXPECT_TRUE(s.read(f.base, 64, 0));
  EXPECT_TRUE(s.read(f.base, 64, 1));  // two readers
  EXPECT_TRUE(s.write(f.base + 64, 32, 2));
  EXPECT_TRUE(s.read(f.base + 64, 4, 2));    // its own write
  EXPECT_TRUE(s.write(f.base + 96, 4, 3));   // the next dword: another writer is fine
  EXPECT_TRUE(s.write(f.base + 100, 4, 5));  // and the one after it (one partial result per work-group)
  EXPECT_FALSE(s.conflicted());
  EXPECT_FALSE(s.read(f.base + 70, 4, 4));  // dwords work-group 2 writes
  EXPECT_TRUE(s.conflicted());
  EXPECT_EQ(s.conflict(), "workgroup 4 reads 0x100000044 (+4 bytes), which workgroup 2 writes");
}

TEST(SharedAccess, AWriteAfterOthersReadConflictsInEitherOrder) {
  Fixture f;
  {
    emu::SharedAccess s(f.mem);
    EXPECT_TRUE(s.read(f.base, 4, 5));
    EXPECT_FALSE(s.write(f.base, 4, 6));
    EXPECT_EQ(s.conflict(), "workgroup 6 writes 0x100000000 (+4 bytes), which workgroup 5 reads");
  }
  {
    emu::SharedAccess s(f.mem);
    EXPECT_TRUE(s.read(f.base, 4, 5));
    EXPECT_TRUE(s.read(f.base, 4, 7));
    EXPECT_FALSE(s.write(f.base, 4, 5));  // read by two: a writer among them still conflicts
    EXPECT_EQ(s.conflict(), "workgroup 5 writes 0x100000000 (+4 bytes), which several workgroups read");
  }
  {
    emu::SharedAccess s(f.mem);
    EXPECT_TRUE(s.write(f.base, 2, 1));
    EXPECT_FALSE(s.write(f.base + 2, 2, 0));  // disjoint bytes of one dword: still a conflict
  }
  {
    emu::SharedAccess s(f.mem);
    EXPECT_TRUE(s.read(f.base + (uint64_t(1) << 40), 4, 0));  // outside every allocation: not tracked (it faults)
    EXPECT_FALSE(s.conflicted());
  }
}

TEST(SharedAccess, PagesArePutBackWholeOrAfterAWorkgroup) {
  Fixture f;
  std::vector<uint8_t> before(3 * emu::SharedAccess::kPage), now(before.size());
  f.mem.read(f.base, before.data(), before.size());
  emu::SharedAccess s(f.mem);
  const uint64_t a = f.base + 100, b = f.base + emu::SharedAccess::kPage + 4000;
  ASSERT_TRUE(s.write(a, 4, 3));
  f.mem.write32(a, 0xdeadbeef);
  ASSERT_TRUE(s.write(b, 4, 9));
  f.mem.write32(b, 0xfeedf00d);
  s.restoreAfter(5);  // work-group 9's write goes, 3's stays
  uint32_t v = 0;
  f.mem.read32(a, v);
  EXPECT_EQ(v, 0xdeadbeefu);
  f.mem.read(f.base, now.data(), now.size());
  std::memcpy(now.data() + 100, before.data() + 100, 4);
  EXPECT_EQ(now, before);
  f.mem.write32(b, 0xfeedf00d);
  s.restoreAll();
  f.mem.read(f.base, now.data(), now.size());
  EXPECT_EQ(now, before);
}

// A worker's filter skips granules its work-group noted before, and only those: every conflict is still found, in
// either order, a block's other granules are still looked at, and a filter filled for one launch (or work-group)
// says nothing about another's. Tracking pages kept from an earlier launch start clean.
TEST(SharedAccess, AWorkersFilterSkipsOnlyWhatItsWorkgroupNoted) {
  Fixture f;
  emu::SharedAccess::Filter mine, theirs;
  {
    emu::SharedAccess s(f.mem);
    for (int i = 0; i < 3; ++i) EXPECT_TRUE(s.read(f.base, 256, 0, &mine));  // noted once, then skipped
    EXPECT_TRUE(s.read(f.base + 256, 8, 0, &mine));
    EXPECT_TRUE(s.write(f.base + 264, 4, 0, &mine));     // the same block, other granules: still noted
    EXPECT_TRUE(s.write(f.base + 264, 4, 0, &mine));
    EXPECT_TRUE(s.read(f.base + 264, 4, 0, &mine));      // its own write, now read: a read noted apart
    EXPECT_FALSE(s.conflicted());
    EXPECT_FALSE(s.read(f.base + 264, 4, 1, &theirs));  // another work-group reads what 0 writes
    EXPECT_EQ(s.conflict(), "workgroup 1 reads 0x100000108 (+4 bytes), which workgroup 0 writes");
  }
  {
    emu::SharedAccess s(f.mem);  // a new launch: what the filter noted for work-group 0 is not its
    EXPECT_TRUE(s.read(f.base, 4, 0, &mine));
    EXPECT_FALSE(s.write(f.base, 4, 1, &theirs));
    EXPECT_EQ(s.conflict(), "workgroup 1 writes 0x100000000 (+4 bytes), which workgroup 0 reads");
  }
  {
    emu::SharedAccess s(f.mem);  // a filter reused by the worker's next work-group
    EXPECT_TRUE(s.read(f.base + 512, 64, 2, &mine));
    EXPECT_TRUE(s.read(f.base + 512, 64, 3, &mine));
    EXPECT_FALSE(s.write(f.base + 540, 4, 3, &mine));  // read by 2 and 3: a write by 3 conflicts
    EXPECT_EQ(s.conflict(), "workgroup 3 writes 0x10000021c (+4 bytes), which several workgroups read");
  }
  {
    emu::SharedAccess s(f.mem);  // (its pages come back from the earlier launches: nothing of theirs remains)
    EXPECT_TRUE(s.write(f.base + 264, 4, 7, &theirs));
    EXPECT_TRUE(s.write(f.base, 4, 7, &theirs));
    EXPECT_TRUE(s.read(f.base + 540, 4, 8, &mine));
    EXPECT_FALSE(s.conflicted());
  }
}

TEST(SharedAccess, ThreadsRacingForOneGranuleNeverBothMissTheConflict) {
  for (int round = 0; round < 200; ++round) {
    Fixture f;
    emu::SharedAccess s(f.mem);
    bool ok[2] = {};
    std::thread reader([&] { ok[0] = s.read(f.base + 8, 4, 1); });
    std::thread writer([&] { ok[1] = s.write(f.base + 8, 4, 2); });
    reader.join();
    writer.join();
    ASSERT_FALSE(ok[0] && ok[1]) << "round " << round;
    ASSERT_TRUE(s.conflicted());
  }
  // Many work-groups writing their own granules of one page at once: no conflict, the page saved once.
  Fixture f;
  emu::SharedAccess s(f.mem);
  std::vector<std::thread> ts;
  for (uint32_t t = 0; t < 4; ++t)
    ts.emplace_back([&, t] {
      for (uint32_t g = t; g < 16384; g += 4) EXPECT_TRUE(s.write(f.base + 4ull * g, 4, g));
    });
  for (auto& t : ts) t.join();
  EXPECT_FALSE(s.conflicted());
}

}  // namespace
}  // namespace gcnkit::test
