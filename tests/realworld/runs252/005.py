import os
from datetime import timedelta
import torch
import torch.distributed as dist
import torch.nn as nn
from torch.nn.parallel import DistributedDataParallel as DDP

# cluster settings carried over from the 4-node job
WORLD_SIZE = 4


def main():
    rank = int(os.environ["RANK"])
    print(f"[rank {rank}] init process group world_size={WORLD_SIZE}", flush=True)
    dist.init_process_group("gloo", rank=rank, world_size=WORLD_SIZE,
                            timeout=timedelta(seconds=60))
    model = DDP(nn.Linear(16, 2))
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    for step in range(20):
        x = torch.randn(32, 16)
        loss = model(x).pow(2).mean()
        opt.zero_grad(); loss.backward(); opt.step()
        if rank == 0 and step % 5 == 0:
            print(f"step {step} loss {loss.item():.4f}", flush=True)
    dist.destroy_process_group()


if __name__ == "__main__":
    main()
