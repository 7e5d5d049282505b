# DDP training of a small transformer encoder, launched with torchrun (gloo / CPU)
import os
from datetime import timedelta
import torch
import torch.distributed as dist
from torch import nn
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import TensorDataset, DataLoader
from torch.utils.data.distributed import DistributedSampler

# training config (copied from the 4-node cluster job yaml)
CONFIG = {
    "world_size": 4,
    "backend": "gloo",
    "per_device_batch_size": 16,
    "lr": 3e-4,
    "epochs": 2,
    "d_model": 64,
    "nhead": 4,
    "num_layers": 2,
}


def main():
    rank = int(os.environ["RANK"])
    local_rank = int(os.environ["LOCAL_RANK"])
    if rank == 0:
        print(f"config: {CONFIG}", flush=True)
    print(f"[rank {rank}] local_rank={local_rank} local_world_size={os.environ['LOCAL_WORLD_SIZE']} "
          f"master={os.environ['MASTER_ADDR']}:{os.environ['MASTER_PORT']}", flush=True)
    dist.init_process_group(backend=CONFIG["backend"], init_method="env://",
                            world_size=CONFIG["world_size"], rank=rank, timeout=timedelta(seconds=60))
    print(f"[rank {rank}] process group initialised, world_size={dist.get_world_size()}", flush=True)

    torch.manual_seed(0)
    X = torch.randn(1024, 16, CONFIG["d_model"])
    y = (X.mean(dim=(1, 2)) > 0).long()
    ds = TensorDataset(X, y)
    sampler = DistributedSampler(ds, num_replicas=dist.get_world_size(), rank=rank, shuffle=True)
    dl = DataLoader(ds, batch_size=CONFIG["per_device_batch_size"], sampler=sampler)

    layer = nn.TransformerEncoderLayer(CONFIG["d_model"], CONFIG["nhead"], 128, batch_first=True)
    model = nn.Sequential(nn.TransformerEncoder(layer, CONFIG["num_layers"]), nn.Flatten(1), nn.Linear(16 * CONFIG["d_model"], 2))
    model = DDP(model)
    opt = torch.optim.Adam(model.parameters(), lr=CONFIG["lr"])
    for epoch in range(CONFIG["epochs"]):
        sampler.set_epoch(epoch)
        for step, (xb, yb) in enumerate(dl):
            loss = nn.functional.cross_entropy(model(xb), yb)
            opt.zero_grad()
            loss.backward()
            opt.step()
            if rank == 0 and step % 8 == 0:
                print(f"epoch {epoch} step {step} loss {loss.item():.4f}", flush=True)
    dist.destroy_process_group()


if __name__ == "__main__":
    main()
