import torch
import torch.nn as nn
import torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import DataLoader, TensorDataset
from torch.utils.data.distributed import DistributedSampler


def make_data(n, seed):
    g = torch.Generator().manual_seed(seed)
    x = torch.randn(n, 64, generator=g)
    w = torch.randn(64, 1, generator=torch.Generator().manual_seed(0)) / 8
    y = torch.sin(x @ w) + 0.05 * torch.randn(n, 1, generator=g)
    return TensorDataset(x, y)


def main():
    dist.init_process_group("gloo")
    rank = dist.get_rank()
    torch.manual_seed(0)
    dtype = torch.float16  # half precision to cut memory and communication volume

    model = nn.Sequential(nn.Linear(64, 256), nn.ReLU(), nn.Linear(256, 256), nn.ReLU(), nn.Linear(256, 1))
    model = model.to(dtype)
    ddp = DDP(model)
    opt = torch.optim.AdamW(ddp.parameters(), lr=1e-3, weight_decay=0.01)

    ds = make_data(8192, 1)
    sampler = DistributedSampler(ds)
    loader = DataLoader(ds, batch_size=128, sampler=sampler)
    if rank == 0:
        n_params = sum(p.numel() for p in model.parameters())
        print(f"params {n_params}, dtype {next(model.parameters()).dtype}, steps/epoch {len(loader)}")

    for epoch in range(4):
        sampler.set_epoch(epoch)
        for step, (x, y) in enumerate(loader):
            pred = ddp(x.to(dtype))
            loss = nn.functional.mse_loss(pred, y.to(dtype))
            opt.zero_grad()
            loss.backward()
            opt.step()
            if step % 8 == 0 and rank == 0:
                print(f"epoch {epoch} step {step} loss {loss.item():.5f}")
    dist.destroy_process_group()


if __name__ == "__main__":
    main()
