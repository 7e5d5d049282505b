import os
import torch
import torch.nn as nn
import torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import DataLoader, TensorDataset
from torch.utils.data.distributed import DistributedSampler


def make_data(n, seed):
    g = torch.Generator().manual_seed(seed)
    x = torch.randn(n, 32, generator=g)
    w = torch.randn(32, 4, generator=torch.Generator().manual_seed(0))
    y = (x @ w).argmax(dim=1)
    return x, y


def main():
    dist.init_process_group("gloo")
    rank, world = dist.get_rank(), dist.get_world_size()
    torch.manual_seed(0)

    model = nn.Sequential(nn.Linear(32, 64), nn.ReLU(), nn.Linear(64, 4))
    ddp = DDP(model)
    opt = torch.optim.AdamW(ddp.parameters(), lr=3e-3)
    loss_fn = nn.CrossEntropyLoss()

    xtr, ytr = make_data(2048, 1)
    train_ds = TensorDataset(xtr, ytr)
    sampler = DistributedSampler(train_ds, num_replicas=world, rank=rank, shuffle=True)
    loader = DataLoader(train_ds, batch_size=64, sampler=sampler)

    xva, yva = make_data(101, 2)
    # shard the validation set so each rank scores its own part
    xva_local = torch.tensor_split(xva, world)[rank]
    yva_local = torch.tensor_split(yva, world)[rank]
    if rank == 0:
        print(f"train samples {len(train_ds)}, val samples {len(xva)}, world size {world}")

    for epoch in range(3):
        sampler.set_epoch(epoch)
        ddp.train()
        total = 0.0
        for step, (x, y) in enumerate(loader):
            opt.zero_grad()
            loss = loss_fn(ddp(x), y)
            loss.backward()
            opt.step()
            total += loss.item()
            if step % 8 == 0:
                print(f"[rank {rank}] epoch {epoch} step {step} loss {loss.item():.4f}")

        ddp.eval()
        with torch.no_grad():
            preds = ddp(xva_local).argmax(dim=1)
        gathered = [torch.zeros_like(preds) for _ in range(world)]
        dist.all_gather(gathered, preds)
        labels = [torch.zeros_like(yva_local) for _ in range(world)]
        dist.all_gather(labels, yva_local)
        if rank == 0:
            acc = (torch.cat(gathered) == torch.cat(labels)).float().mean().item()
            print(f"epoch {epoch} train_loss {total / len(loader):.4f} val_acc {acc:.4f}")

    dist.destroy_process_group()


if __name__ == "__main__":
    main()
