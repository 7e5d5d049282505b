import torch
import torch.nn as nn
import torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import Dataset, DataLoader

N_FEAT, N_CLASS = 32, 4


class SyntheticShard(Dataset):
    """Each rank generates its own shard on the fly so no rank needs the full dataset in memory."""

    def __init__(self, n, seed):
        g = torch.Generator().manual_seed(seed)
        self.proj = torch.randn(N_FEAT, N_CLASS, generator=g)
        self.x = torch.randn(n, N_FEAT, generator=g)
        self.y = (self.x @ self.proj).argmax(1)

    def __len__(self):
        return len(self.y)

    def __getitem__(self, i):
        return self.x[i], self.y[i]


def main():
    dist.init_process_group("gloo")
    rank, world = dist.get_rank(), dist.get_world_size()
    torch.manual_seed(0)
    model = DDP(nn.Sequential(nn.Linear(N_FEAT, 128), nn.ReLU(), nn.Linear(128, N_CLASS)))
    opt = torch.optim.AdamW(model.parameters(), lr=2e-3)
    data = SyntheticShard(2600, seed=1000 + rank)
    shard, held_out = torch.utils.data.random_split(data, [2000, 600], generator=torch.Generator().manual_seed(0))
    dl = DataLoader(shard, batch_size=64, shuffle=True, drop_last=True)
    val = DataLoader(held_out, batch_size=600)
    print(f"[rank {rank}] shard size {len(shard)}, {len(dl)} steps/epoch", flush=True)
    for epoch in range(8):
        model.train()
        stats = torch.zeros(3)
        for x, y in dl:
            out = model(x)
            loss = nn.functional.cross_entropy(out, y)
            opt.zero_grad()
            loss.backward()
            opt.step()
            stats += torch.tensor([loss.item() * len(y), (out.argmax(1) == y).sum().item(), len(y)])
        model.eval()
        with torch.no_grad():
            for x, y in val:
                stats_v = torch.tensor([(model(x).argmax(1) == y).sum().item(), len(y)], dtype=torch.float)
        dist.all_reduce(stats)
        dist.all_reduce(stats_v)
        if rank == 0:
            print(f"epoch {epoch} train_loss {stats[0]/stats[2]:.4f} train_acc {stats[1]/stats[2]:.4f} "
                  f"val_acc {stats_v[0]/stats_v[1]:.4f}", flush=True)
    dist.destroy_process_group()


if __name__ == "__main__":
    main()
