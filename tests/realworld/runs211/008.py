import torch
import torch.nn as nn
import torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import DataLoader, TensorDataset
from torch.utils.data.distributed import DistributedSampler

CKPT = "classifier_ddp.pt"


class ConvNet(nn.Module):
    def __init__(self, n_classes=10):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv2d(1, 16, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
            nn.Conv2d(16, 32, 3, padding=1), nn.ReLU(), nn.AdaptiveAvgPool2d(1))
        self.fc = nn.Linear(32, n_classes)

    def forward(self, x):
        return self.fc(self.features(x).flatten(1))


def make_data(n, seed):
    g = torch.Generator().manual_seed(seed)
    y = torch.randint(0, 10, (n,), generator=g)
    x = 0.5 * torch.randn(n, 1, 16, 16, generator=g)
    for c in range(10):
        x[y == c, 0, c, :] += 2.0  # class-specific bright row
    return TensorDataset(x, y)


@torch.no_grad()
def accuracy(model, loader):
    model.eval()
    correct = total = 0
    for x, y in loader:
        correct += (model(x).argmax(1) == y).sum().item()
        total += len(y)
    return correct / total


def main():
    dist.init_process_group("gloo")
    rank = dist.get_rank()
    torch.manual_seed(0)
    train_ds, test_ds = make_data(4000, 1), make_data(1000, 2)
    sampler = DistributedSampler(train_ds)
    loader = DataLoader(train_ds, batch_size=64, sampler=sampler)
    test_loader = DataLoader(test_ds, batch_size=250)

    ddp = DDP(ConvNet())
    opt = torch.optim.Adam(ddp.parameters(), lr=2e-3)
    for epoch in range(6):
        sampler.set_epoch(epoch)
        ddp.train()
        for step, (x, y) in enumerate(loader):
            loss = nn.functional.cross_entropy(ddp(x), y)
            opt.zero_grad()
            loss.backward()
            opt.step()
            if step % 10 == 0 and rank == 0:
                print(f"epoch {epoch} step {step} loss {loss.item():.4f}")
        if rank == 0:
            print(f"epoch {epoch} test_acc {accuracy(ddp, test_loader):.4f}")

    if rank == 0:
        torch.save(ddp.state_dict(), CKPT)
        print(f"saved {CKPT}")
    dist.barrier()

    # reload the checkpoint into a fresh model for the export / evaluation step
    export_model = ConvNet()
    export_model.load_state_dict(torch.load(CKPT, map_location="cpu"), strict=False)
    acc = accuracy(export_model, test_loader)
    print(f"rank {rank}: reloaded {CKPT}, test_acc {acc:.4f}")
    dist.destroy_process_group()


if __name__ == "__main__":
    main()
