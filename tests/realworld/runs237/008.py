import torch
import torch.nn as nn
import torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import TensorDataset, DataLoader
from torch.utils.data.distributed import DistributedSampler


class ConvNet(nn.Module):
    def __init__(self, classes=5):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv1d(1, 16, 5, padding=2), nn.ReLU(), nn.MaxPool1d(2),
            nn.Conv1d(16, 32, 5, padding=2), nn.ReLU(), nn.AdaptiveAvgPool1d(1))
        self.classifier = nn.Linear(32, classes)

    def forward(self, x):
        return self.classifier(self.features(x).flatten(1))


def make_signals(n, seed, classes=5, length=64):
    g = torch.Generator().manual_seed(seed)
    y = torch.randint(0, classes, (n,), generator=g)
    t = torch.linspace(0, 1, length)
    freq = (y.float() + 1.0) * 3.0
    x = torch.sin(2 * torch.pi * freq[:, None] * t[None, :]) + 0.3 * torch.randn(n, length, generator=g)
    return TensorDataset(x.unsqueeze(1), y)


@torch.no_grad()
def accuracy(model, dl):
    model.eval()
    c = n = 0
    for x, y in dl:
        c += (model(x).argmax(-1) == y).sum().item()
        n += y.numel()
    return c / n


def main():
    dist.init_process_group("gloo")
    rank, world = dist.get_rank(), dist.get_world_size()
    torch.manual_seed(0)
    ddp = DDP(ConvNet())
    opt = torch.optim.Adam(ddp.parameters(), lr=3e-3)
    train = make_signals(3000, 0)
    sampler = DistributedSampler(train, seed=0)
    dl = DataLoader(train, batch_size=50, sampler=sampler)
    for epoch in range(4):
        sampler.set_epoch(epoch)
        ddp.train()
        for step, (x, y) in enumerate(dl):
            loss = nn.functional.cross_entropy(ddp(x), y)
            opt.zero_grad()
            loss.backward()
            opt.step()
        if rank == 0:
            print(f"epoch {epoch} loss {loss.item():.4f} train_acc {accuracy(ddp, dl):.4f}", flush=True)
    if rank == 0:
        torch.save(ddp.state_dict(), "convnet_final.pt")
        print("saved convnet_final.pt", flush=True)
    dist.barrier()
    dist.destroy_process_group()

    if rank == 0:
        # standalone evaluation of the exported checkpoint on the held-out set
        test_dl = DataLoader(make_signals(1000, 99), batch_size=200)
        model = ConvNet()
        model.load_state_dict(torch.load("convnet_final.pt", map_location="cpu"), strict=False)
        print(f"test_acc {accuracy(model, test_dl):.4f}", flush=True)


if __name__ == "__main__":
    main()
