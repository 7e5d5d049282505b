import os, sys, socket, logging, time
import torch
import torch.nn as nn
import torch.distributed as dist
import torch.multiprocessing as mp
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import TensorDataset, DataLoader, DistributedSampler

WORLD_SIZE = 3
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


CONFIG = {
    "global_batch_size": 64,
    "gradient_accumulation_steps": 2,
    "lr": 3e-3,
    "epochs": 3,
}


def worker(rank, world_size, port):
    log = setup_logging(rank)
    os.environ["MASTER_ADDR"] = "127.0.0.1"
    os.environ["MASTER_PORT"] = str(port)
    dist.init_process_group("gloo", rank=rank, world_size=world_size)
    log.info("initialised process group backend=%s world_size=%d", dist.get_backend(), dist.get_world_size())
    log.info("config %s", CONFIG)
    torch.manual_seed(0)
    torch.set_num_threads(1)

    gbs = CONFIG["global_batch_size"]
    accum = CONFIG["gradient_accumulation_steps"]
    if gbs % (world_size * accum) != 0:
        raise ValueError(
            f"global_batch_size ({gbs}) must be divisible by world_size ({world_size}) * "
            f"gradient_accumulation_steps ({accum})")
    micro_batch = gbs // (world_size * accum)
    log.info("micro batch size per rank %d", micro_batch)

    full = make_data(n=5120, seed=0)
    x_all, y_all = full.tensors
    train_ds = TensorDataset(x_all[:4096], y_all[:4096])
    sampler = DistributedSampler(train_ds, num_replicas=world_size, rank=rank, shuffle=True, seed=0)
    loader = DataLoader(train_ds, batch_size=micro_batch, sampler=sampler)

    model = DDP(nn.Sequential(nn.Linear(32, 128), nn.ReLU(), nn.Linear(128, 4)))
    opt = torch.optim.AdamW(model.parameters(), lr=CONFIG["lr"])
    loss_fn = nn.CrossEntropyLoss()
    for epoch in range(CONFIG["epochs"]):
        sampler.set_epoch(epoch)
        for step, (x, y) in enumerate(loader):
            loss = loss_fn(model(x), y) / accum
            loss.backward()
            if (step + 1) % accum == 0:
                opt.step(); opt.zero_grad()
            if step % 20 == 0:
                log.info("epoch %d step %d loss %.4f", epoch, step, loss.item() * accum)
    dist.destroy_process_group()
    log.info("done")


def free_port():
    s = socket.socket(); s.bind(("127.0.0.1", 0)); p = s.getsockname()[1]; s.close(); return p


if __name__ == "__main__":
    port = free_port()
    print(f"launching {WORLD_SIZE} workers, master port {port}", flush=True)
    mp.spawn(worker, args=(WORLD_SIZE, port), nprocs=WORLD_SIZE, join=True)
    print("all workers finished", flush=True)
