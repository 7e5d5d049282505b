import logging
import os

import torch
import torch.distributed as dist
import torch.nn as nn
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import DataLoader, TensorDataset
from torch.utils.data.distributed import DistributedSampler

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
log = logging.getLogger("train")


def main():
    dist.init_process_group("gloo")
    rank, world = dist.get_rank(), dist.get_world_size()
    log.info("rank %d/%d ready", rank, world)
    g = torch.Generator().manual_seed(0)
    x = torch.randn(2048, 32, generator=g)
    y = (x[:, :4].sum(1) > 0).long()
    train = TensorDataset(x[:1792], y[:1792])
    val = TensorDataset(x[1792:], y[1792:])
    sampler = DistributedSampler(train, shuffle=True)
    dl = DataLoader(train, batch_size=32, sampler=sampler)
    torch.manual_seed(0)
    model = DDP(nn.Sequential(nn.Linear(32, 64), nn.ReLU(), nn.Linear(64, 2)))
    opt = torch.optim.AdamW(model.parameters(), lr=3e-3)
    for epoch in range(5):
        sampler.set_epoch(epoch)
        stats = torch.zeros(2)
        for xb, yb in dl:
            loss = nn.functional.cross_entropy(model(xb), yb)
            opt.zero_grad()
            loss.backward()
            opt.step()
            stats += torch.tensor([loss.item(), 1.0])
        dist.all_reduce(stats)
        with torch.no_grad():
            acc = (model(val.tensors[0]).argmax(1) == val.tensors[1]).float().mean().item()
        if rank == 0:
            log.info("epoch %d loss %.4f val_acc %.3f", epoch, stats[0].item() / stats[1].item(), acc)
    dist.barrier()
    if rank == 0:
        log.info("training finished")
    dist.destroy_process_group()


if __name__ == "__main__":
    main()
