import os, sys, socket, logging, time
import torch
import torch.nn as nn
import torch.distributed as dist
import torch.multiprocessing as mp
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import TensorDataset, DataLoader, DistributedSampler

WORLD_SIZE = 2
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


def worker(rank, world_size, port):
    from torch.distributed.fsdp import FullyShardedDataParallel as FSDP
    log = setup_logging(rank)
    os.environ["MASTER_ADDR"] = "127.0.0.1"
    os.environ["MASTER_PORT"] = str(port)
    dist.init_process_group("gloo", rank=rank, world_size=world_size)
    log.info("initialised process group backend=%s world_size=%d", dist.get_backend(), dist.get_world_size())
    torch.manual_seed(0)
    torch.set_num_threads(1)

    full = make_data(n=5120, seed=0)
    x_all, y_all = full.tensors
    train_ds = TensorDataset(x_all[:4096], y_all[:4096])
    val_ds = TensorDataset(x_all[4096:], y_all[4096:])
    sampler = DistributedSampler(train_ds, num_replicas=world_size, rank=rank, shuffle=True, seed=0)
    loader = DataLoader(train_ds, batch_size=64, sampler=sampler)

    model = nn.Sequential(nn.Linear(32, 128), nn.ReLU(), nn.Linear(128, 128), nn.ReLU(), nn.Linear(128, 4))
    opt = torch.optim.AdamW(model.parameters(), lr=3e-3, weight_decay=0.01)
    model = FSDP(model, device_id=torch.device("cpu"), use_orig_params=False)
    log.info("FSDP model:\n%s", model)
    loss_fn = nn.CrossEntropyLoss()

    for epoch in range(5):
        sampler.set_epoch(epoch)
        model.train()
        total, n = 0.0, 0
        for step, (x, y) in enumerate(loader):
            opt.zero_grad()
            loss = loss_fn(model(x), y)
            loss.backward()
            opt.step()
            total += loss.item(); n += 1
            if step % 10 == 0:
                log.info("epoch %d step %d loss %.4f", epoch, step, loss.item())
        model.eval()
        with torch.no_grad():
            xv, yv = val_ds.tensors
            correct = (model(xv).argmax(1) == yv).sum()
        stats = torch.tensor([total / n, correct.item()], dtype=torch.float64)
        dist.all_reduce(stats)
        log.info("epoch %d mean_train_loss %.4f val_acc %.4f", epoch, stats[0].item() / world_size,
                 stats[1].item() / world_size / len(yv))

    dist.barrier()
    dist.destroy_process_group()
    log.info("done")


def free_port():
    s = socket.socket(); s.bind(("127.0.0.1", 0)); p = s.getsockname()[1]; s.close(); return p


if __name__ == "__main__":
    port = free_port()
    print(f"launching {WORLD_SIZE} workers, master port {port}", flush=True)
    mp.spawn(worker, args=(WORLD_SIZE, port), nprocs=WORLD_SIZE, join=True)
    print("all workers finished", flush=True)
