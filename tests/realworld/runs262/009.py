# DDP tabular regression, migrated from single-process script; launched with torchrun (gloo, CPU)
import logging, os
import numpy as np
import torch
import torch.distributed as dist
import torch.nn as nn
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import DataLoader, TensorDataset

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s rank%(rank)s %(message)s")

def main():
    dist.init_process_group("gloo")
    rank, world = dist.get_rank(), dist.get_world_size()
    log = logging.LoggerAdapter(logging.getLogger("train"), {"rank": rank})
    torch.manual_seed(0)
    rng = np.random.default_rng(0)
    X = rng.normal(size=(1001, 16)).astype(np.float32)
    w = rng.normal(size=(16, 1)).astype(np.float32)
    y = X @ w + 0.1 * rng.normal(size=(1001, 1)).astype(np.float32)
    # shard the data by rank
    Xs, ys = torch.from_numpy(X[rank::world]), torch.from_numpy(y[rank::world])
    loader = DataLoader(TensorDataset(Xs, ys), batch_size=20, shuffle=True)
    log.info("world=%d local samples=%d batches/epoch=%d", world, len(Xs), len(loader))
    model = DDP(nn.Sequential(nn.Linear(16, 64), nn.ReLU(), nn.Linear(64, 1)))
    opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
    loss_fn = nn.MSELoss()
    step = 0
    for epoch in range(3):
        for xb, yb in loader:
            opt.zero_grad()
            loss = loss_fn(model(xb), yb)
            loss.backward()
            opt.step()
            step += 1
            if step % 10 == 0:
                log.info("epoch %d step %d loss %.4f", epoch, step, loss.item())
        log.info("epoch %d done", epoch)
    if rank == 0:
        torch.save(model.module.state_dict(), "ddp_reg.pt")
        log.info("saved checkpoint")
    dist.barrier()
    dist.destroy_process_group()

if __name__ == "__main__":
    main()
