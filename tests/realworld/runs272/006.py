# DDP regression training on 2 CPU processes (gloo). Each rank takes its own slice of the data.
import logging
import os
import torch
import torch.distributed as dist
from torch import nn
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import DataLoader, TensorDataset

logging.basicConfig(level=logging.INFO, format="%(asctime)s rank%(rank)s %(levelname)s %(message)s")


def main():
    dist.init_process_group("gloo")
    rank, world = dist.get_rank(), dist.get_world_size()
    log = logging.LoggerAdapter(logging.getLogger("train"), {"rank": rank})
    torch.manual_seed(0)

    n = 1001
    x = torch.randn(n, 16)
    y = x @ torch.randn(16, 1) + 0.1 * torch.randn(n, 1)
    shard = TensorDataset(x[rank::world], y[rank::world])
    loader = DataLoader(shard, batch_size=20, shuffle=True)
    log.info("world_size=%d shard_size=%d batches_per_epoch=%d", world, len(shard), len(loader))

    model = DDP(nn.Sequential(nn.Linear(16, 64), nn.ReLU(), nn.Linear(64, 1)))
    opt = torch.optim.SGD(model.parameters(), lr=0.01)
    for epoch in range(3):
        total = 0.0
        for step, (xb, yb) in enumerate(loader):
            loss = nn.functional.mse_loss(model(xb), yb)
            opt.zero_grad()
            loss.backward()
            opt.step()
            total += loss.item()
            if step % 10 == 0:
                log.info("epoch %d step %d loss %.4f", epoch, step, loss.item())
        log.info("epoch %d done, mean loss %.4f", epoch, total / len(loader))
        dist.barrier()
        if rank == 0:
            torch.save(model.module.state_dict(), f"reg_epoch{epoch}.pt")
            log.info("saved checkpoint reg_epoch%d.pt", epoch)
    dist.destroy_process_group()


if __name__ == "__main__":
    main()
