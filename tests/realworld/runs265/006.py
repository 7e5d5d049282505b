import os, sys, socket, logging, time
import torch
import torch.nn as nn
import torch.distributed as dist
import torch.multiprocessing as mp
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import TensorDataset, DataLoader, DistributedSampler

WORLD_SIZE = 4
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


def make_data(n=4096, d=32, classes=4, seed=0):
    g = torch.Generator().manual_seed(seed)
    x = torch.randn(n, d, generator=g)
    w = torch.randn(d, classes, generator=g)
    y = (x @ w).argmax(dim=1)
    return TensorDataset(x, y)


BASE_LR = 0.02  # tuned for a single process with batch 64


def make_regression(n=8192, d=32, seed=0):
    g = torch.Generator().manual_seed(seed)
    x = torch.randn(n, d, generator=g) * 4.0 + 1.0
    w = torch.randn(d, 1, generator=g)
    y = x @ w + 0.1 * torch.randn(n, 1, generator=g)
    return TensorDataset(x, y)


def worker(rank, world_size, port):
    log = setup_logging(rank)
    os.environ["MASTER_ADDR"] = "127.0.0.1"
    os.environ["MASTER_PORT"] = str(port)
    dist.init_process_group("gloo", rank=rank, world_size=world_size)
    log.info("initialised process group backend=%s world_size=%d", dist.get_backend(), dist.get_world_size())
    torch.manual_seed(0)
    torch.set_num_threads(1)

    ds = make_regression()
    sampler = DistributedSampler(ds, num_replicas=world_size, rank=rank, shuffle=True, seed=0)
    loader = DataLoader(ds, batch_size=64, sampler=sampler)

    model = DDP(nn.Sequential(nn.Linear(32, 64), nn.ReLU(), nn.Linear(64, 1)))
    lr = BASE_LR * world_size  # linear scaling rule for the larger global batch
    opt = torch.optim.SGD(model.parameters(), lr=lr, momentum=0.9)
    log.info("optimizer SGD lr=%.4f momentum=0.9 global_batch=%d", lr, 64 * world_size)
    loss_fn = nn.MSELoss()
    for epoch in range(4):
        sampler.set_epoch(epoch)
        total, n = 0.0, 0
        for step, (x, y) in enumerate(loader):
            opt.zero_grad()
            loss = loss_fn(model(x), y)
            loss.backward()
            opt.step()
            total += loss.item(); n += 1
            if step % 8 == 0:
                log.info("epoch %d step %d mse %.4f", epoch, step, loss.item())
        avg = torch.tensor([total / n])
        dist.all_reduce(avg)
        log.info("epoch %d mean_train_mse %.4f", epoch, avg.item() / world_size)
    dist.destroy_process_group()
    log.info("done")


def free_port():
    s = socket.socket(); s.bind(("127.0.0.1", 0)); p = s.getsockname()[1]; s.close(); return p


if __name__ == "__main__":
    port = free_port()
    print(f"launching {WORLD_SIZE} workers, master port {port}", flush=True)
    mp.spawn(worker, args=(WORLD_SIZE, port), nprocs=WORLD_SIZE, join=True)
    print("all workers finished", flush=True)
