import os, sys, socket, logging, time
import torch
import torch.nn as nn
import torch.distributed as dist
import torch.multiprocessing as mp
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import TensorDataset, DataLoader, DistributedSampler

WORLD_SIZE = 2
LOG_DIR = os.environ.get("RUN_LOG_DIR", os.path.splitext(os.path.abspath(__file__))[0])


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


def make_data(n=4096, d=32, classes=4, seed=0):
    g = torch.Generator().manual_seed(seed)
    x = torch.randn(n, d, generator=g)
    w = torch.randn(d, classes, generator=g)
    y = (x @ w).argmax(dim=1)
    return TensorDataset(x, y)


CKPT_DIR = "ckpt_001"


def worker(rank, world_size, port, resume):
    log = setup_logging(rank)
    os.environ["MASTER_ADDR"] = "127.0.0.1"
    os.environ["MASTER_PORT"] = str(port)
    dist.init_process_group("gloo", rank=rank, world_size=world_size)
    log.info("initialised process group backend=%s world_size=%d resume=%s", dist.get_backend(),
             dist.get_world_size(), resume)
    torch.manual_seed(0)
    torch.set_num_threads(1)

    full = make_data(n=5120, seed=0)
    x_all, y_all = full.tensors
    train_ds = TensorDataset(x_all[:4096], y_all[:4096])
    sampler = DistributedSampler(train_ds, num_replicas=world_size, rank=rank, shuffle=True, seed=0)
    loader = DataLoader(train_ds, batch_size=64, sampler=sampler)

    model = DDP(nn.Sequential(nn.Linear(32, 128), nn.ReLU(), nn.Linear(128, 4)))
    opt = torch.optim.AdamW(model.parameters(), lr=3e-3)
    loss_fn = nn.CrossEntropyLoss()
    start_epoch = 0

    if resume:
        path = os.path.join(CKPT_DIR, f"rank{rank}.pt")
        log.info("resuming from %s", path)
        state = torch.load(path, map_location="cpu")
        model.module.load_state_dict(state["model"])
        opt.load_state_dict(state["optimizer"])
        torch.set_rng_state(state["rng"])
        start_epoch = state["epoch"] + 1
        log.info("resumed at epoch %d", start_epoch)

    for epoch in range(start_epoch, start_epoch + 2):
        sampler.set_epoch(epoch)
        model.train()
        for step, (x, y) in enumerate(loader):
            opt.zero_grad()
            loss = loss_fn(model(x), y)
            loss.backward()
            opt.step()
            if step % 10 == 0:
                log.info("epoch %d step %d loss %.4f", epoch, step, loss.item())
        os.makedirs(CKPT_DIR, exist_ok=True)
        torch.save({"model": model.module.state_dict(), "optimizer": opt.state_dict(),
                    "rng": torch.get_rng_state(), "epoch": epoch},
                   os.path.join(CKPT_DIR, f"rank{rank}.pt"))
        log.info("epoch %d saved %s/rank%d.pt", epoch, CKPT_DIR, rank)

    dist.barrier()
    dist.destroy_process_group()
    log.info("done")


def free_port():
    s = socket.socket(); s.bind(("127.0.0.1", 0)); p = s.getsockname()[1]; s.close(); return p


if __name__ == "__main__":
    nproc = int(os.environ.get("NPROC", WORLD_SIZE))
    resume = os.environ.get("RESUME", "0") == "1"
    port = free_port()
    print(f"launching {nproc} workers, master port {port}, resume={resume}", flush=True)
    mp.spawn(worker, args=(nproc, port, resume), nprocs=nproc, join=True)
    print("all workers finished", flush=True)
