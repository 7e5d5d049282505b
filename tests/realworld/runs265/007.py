import os, sys, logging
import torch
import torch.nn as nn
import torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import TensorDataset, DataLoader

LOG_DIR = os.path.splitext(os.path.abspath(__file__))[0]


def setup_logging(rank):
    os.makedirs(LOG_DIR, exist_ok=True)
    f = open(os.path.join(LOG_DIR, f"rank{rank}.log"), "w")
    os.dup2(f.fileno(), 1)
    os.dup2(f.fileno(), 2)
    sys.stdout.reconfigure(line_buffering=True)
    sys.stderr.reconfigure(line_buffering=True)
    logging.basicConfig(level=logging.INFO, stream=sys.stdout,
                        format=f"%(asctime)s [rank{rank}] %(levelname)s %(message)s")
    return logging.getLogger("train")


def load_shard(rank, world_size, n=4096, d=32, classes=4):
    """Every record has a stable id; a rank keeps the records whose id hashes to it."""
    g = torch.Generator().manual_seed(0)
    x = torch.randn(n, d, generator=g)
    w = torch.randn(d, classes, generator=g)
    y = (x @ w).argmax(dim=1)
    record_id = torch.randint(0, 10**9, (n,), generator=g)
    keep = (record_id % world_size) == rank
    return TensorDataset(x[keep], y[keep])


def main():
    rank = int(os.environ["RANK"])
    world_size = int(os.environ["WORLD_SIZE"])
    log = setup_logging(rank)
    dist.init_process_group("gloo")
    log.info("initialised process group backend=%s world_size=%d master=%s:%s", dist.get_backend(),
             world_size, os.environ["MASTER_ADDR"], os.environ["MASTER_PORT"])
    torch.manual_seed(0)
    torch.set_num_threads(1)

    train_ds = load_shard(rank, world_size)
    loader = DataLoader(train_ds, batch_size=64, shuffle=True)
    log.info("shard size %d, batches per epoch %d", len(train_ds), len(loader))

    model = DDP(nn.Sequential(nn.Linear(32, 128), nn.ReLU(), nn.Linear(128, 4)))
    opt = torch.optim.AdamW(model.parameters(), lr=3e-3)
    loss_fn = nn.CrossEntropyLoss()
    for epoch in range(3):
        model.train()
        for step, (x, y) in enumerate(loader):
            opt.zero_grad()
            loss = loss_fn(model(x), y)
            loss.backward()
            opt.step()
            if step % 10 == 0:
                log.info("epoch %d step %d loss %.4f", epoch, step, loss.item())
        dist.barrier()
        if rank == 0:
            torch.save(model.module.state_dict(), f"mlp_epoch{epoch}.pt")
            log.info("epoch %d checkpoint saved", epoch)
    dist.destroy_process_group()
    log.info("done")


if __name__ == "__main__":
    main()
