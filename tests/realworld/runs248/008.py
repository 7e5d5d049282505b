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

# copied from the cluster launch config
CONFIG = {
    "backend": "gloo",
    "world_size": 4,
    "batch_size": 32,
    "lr": 1e-3,
    "epochs": 3,
}


def main():
    rank = int(os.environ["RANK"])
    log.info("rank %d: initialising process group (backend=%s)", rank, CONFIG["backend"])
    dist.init_process_group(CONFIG["backend"], rank=rank, world_size=CONFIG["world_size"])
    log.info("rank %d: process group ready", rank)
    torch.manual_seed(0)
    x = torch.randn(512, 32)
    y = (x[:, :4].sum(1) > 0).long()
    ds = TensorDataset(x, y)
    sampler = DistributedSampler(ds)
    dl = DataLoader(ds, batch_size=CONFIG["batch_size"], sampler=sampler)
    model = DDP(nn.Sequential(nn.Linear(32, 64), nn.ReLU(), nn.Linear(64, 2)))
    opt = torch.optim.AdamW(model.parameters(), lr=CONFIG["lr"])
    for epoch in range(CONFIG["epochs"]):
        sampler.set_epoch(epoch)
        for xb, yb in dl:
            loss = nn.functional.cross_entropy(model(xb), yb)
            opt.zero_grad()
            loss.backward()
            opt.step()
        log.info("rank %d epoch %d loss=%.4f", rank, epoch, loss.item())
    dist.destroy_process_group()


if __name__ == "__main__":
    main()
