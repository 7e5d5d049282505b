# DDP LSTM sequence classifier (parity of a +/-1 pattern), torchrun with gloo on CPU
import logging
import torch
import torch.distributed as dist
import torch.nn as nn
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import DataLoader, TensorDataset
from torch.utils.data.distributed import DistributedSampler

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s rank%(rank)s %(message)s")

class LSTMClassifier(nn.Module):
    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTM(1, 32, batch_first=True)
        self.fc = nn.Linear(32, 2)
    def forward(self, x):
        out, _ = self.lstm(x)
        return self.fc(out[:, -1])

def main():
    dist.init_process_group("gloo")
    rank, world = dist.get_rank(), dist.get_world_size()
    log = logging.LoggerAdapter(logging.getLogger("train"), {"rank": rank})
    g = torch.Generator().manual_seed(0)
    X = torch.randn(4000, 20, 1, generator=g)
    y = (X[:, :5, 0].sum(1) > 0).long()  # label depends on the first 5 steps
    ds = TensorDataset(X, y)
    sampler = DistributedSampler(ds, num_replicas=world, rank=rank, shuffle=True, seed=0)
    loader = DataLoader(ds, batch_size=64, sampler=sampler)
    torch.manual_seed(0)
    model = DDP(LSTMClassifier())
    opt = torch.optim.Adam(model.parameters(), lr=3e-3)
    log.info("world=%d batches/epoch=%d", world, len(loader))
    for epoch in range(6):
        sampler.set_epoch(epoch)
        correct = total = 0; tot = 0.0
        for xb, yb in loader:
            logits = model(xb)
            loss = nn.functional.cross_entropy(logits, yb)
            opt.zero_grad(); loss.backward(); opt.step()
            tot += loss.item() * len(yb); correct += (logits.argmax(1) == yb).sum().item(); total += len(yb)
        stats = torch.tensor([tot, correct, total], dtype=torch.float64)
        dist.all_reduce(stats)
        log.info("epoch %d loss %.4f acc %.4f", epoch, stats[0] / stats[2], stats[1] / stats[2])
    if rank == 0:
        torch.save(model.module.state_dict(), "lstm_parity.pt")
        log.info("saved checkpoint")
    dist.barrier()
    dist.destroy_process_group()

if __name__ == "__main__":
    main()
