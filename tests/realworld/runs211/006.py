import torch
import torch.nn as nn
import torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import DataLoader, TensorDataset
from torch.utils.data.distributed import DistributedSampler


def reduce_mean(value):
    t = torch.tensor([value], dtype=torch.float32)
    dist.all_reduce(t, op=dist.ReduceOp.SUM)
    return (t / dist.get_world_size()).item()


def make_data(n, seed):
    g = torch.Generator().manual_seed(seed)
    x = torch.randn(n, 20, generator=g)
    y = (x[:, :5].sum(dim=1, keepdim=True) + 0.1 * torch.randn(n, 1, generator=g))
    return TensorDataset(x, y)


@torch.no_grad()
def evaluate(model, loader):
    model.eval()
    total, count = 0.0, 0
    for x, y in loader:
        total += nn.functional.mse_loss(model(x), y, reduction="sum").item()
        count += len(x)
    return reduce_mean(total / count)


def main():
    dist.init_process_group("gloo")
    rank = dist.get_rank()
    torch.manual_seed(0)
    model = nn.Sequential(nn.Linear(20, 64), nn.Tanh(), nn.Linear(64, 1))
    ddp = DDP(model)
    opt = torch.optim.SGD(ddp.parameters(), lr=0.05, momentum=0.9)

    train_ds, val_ds = make_data(4096, 1), make_data(512, 2)
    sampler = DistributedSampler(train_ds)
    loader = DataLoader(train_ds, batch_size=64, sampler=sampler)
    val_loader = DataLoader(val_ds, batch_size=128)

    for epoch in range(5):
        sampler.set_epoch(epoch)
        ddp.train()
        running = 0.0
        for x, y in loader:
            loss = nn.functional.mse_loss(ddp(x), y)
            opt.zero_grad()
            loss.backward()
            opt.step()
            running += loss.item()
        train_loss = reduce_mean(running / len(loader))
        if rank == 0:
            print(f"epoch {epoch} train_mse {train_loss:.4f}")

    if rank == 0:
        val_mse = evaluate(ddp.module, val_loader)
        print(f"final val_mse {val_mse:.4f}")
        torch.save(ddp.module.state_dict(), "regressor.pt")
        print("saved regressor.pt")
    dist.barrier()
    print(f"rank {rank} finished")
    dist.destroy_process_group()


if __name__ == "__main__":
    main()
