import os, datetime, torch, torch.nn as nn, torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import TensorDataset, DataLoader

dist.init_process_group("gloo", timeout=datetime.timedelta(seconds=60))
rank, world = dist.get_rank(), dist.get_world_size()
torch.manual_seed(1234)

# full corpus, each rank takes its contiguous shard
N, L, V = 2048, 40, 800
ids = torch.randint(1, V, (N, L))
lengths = torch.randint(4, L + 1, (N,))
for i in range(N):
    ids[i, lengths[i]:] = 0
labels = torch.randint(0, 4, (N,))
per = N // world
sl = slice(rank * per, (rank + 1) * per)
shard_ids, shard_len, shard_y = ids[sl], lengths[sl], labels[sl]
keep = shard_len >= 8          # drop very short sequences
ds = TensorDataset(shard_ids[keep], shard_y[keep])
dl = DataLoader(ds, batch_size=32, shuffle=True, drop_last=True)
print(f"[rank {rank}] world={world} samples={len(ds)} batches/epoch={len(dl)}", flush=True)

class BagClassifier(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.EmbeddingBag(V, 64, mode="mean", padding_idx=0)
        self.mlp = nn.Sequential(nn.Linear(64, 64), nn.ReLU(), nn.Linear(64, 4))
    def forward(self, x):
        return self.mlp(self.emb(x))

model = DDP(BagClassifier())
opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
for epoch in range(2):
    for step, (x, y) in enumerate(dl):
        loss = nn.functional.cross_entropy(model(x), y)
        opt.zero_grad(); loss.backward(); opt.step()
        if step % 10 == 0:
            print(f"[rank {rank}] epoch {epoch} step {step} loss {loss.item():.4f}", flush=True)
    print(f"[rank {rank}] epoch {epoch} done", flush=True)
dist.destroy_process_group()
