# FSDP training of a tiny transformer LM on a synthetic copy task, CPU/gloo
import os
import torch, torch.nn as nn, torch.distributed as dist
from torch.distributed.fsdp import FullyShardedDataParallel as FSDP
from torch.utils.data import TensorDataset, DataLoader, DistributedSampler

VOCAB = 64

class TinyLM(nn.Module):
    def __init__(self, vocab=VOCAB, d=64, layers=2, seq=32):
        super().__init__()
        self.emb = nn.Embedding(vocab, d)
        self.pos = nn.Parameter(torch.zeros(1, seq, d))
        enc = nn.TransformerEncoderLayer(d, 4, 128, dropout=0.0, batch_first=True)
        self.enc = nn.TransformerEncoder(enc, layers)
        self.lm_head = nn.Linear(d, vocab)
    def forward(self, ids):
        T = ids.shape[1]
        mask = nn.Transformer.generate_square_subsequent_mask(T)
        h = self.emb(ids) + self.pos[:, :T]
        return self.lm_head(self.enc(h, mask=mask, is_causal=True))

def main():
    dist.init_process_group("gloo")
    rank, world = dist.get_rank(), dist.get_world_size()
    torch.manual_seed(0)
    half = torch.randint(0, VOCAB, (1024, 16))
    seqs = torch.cat([half, half], 1)            # second half repeats the first
    ds = TensorDataset(seqs)
    sampler = DistributedSampler(ds)
    dl = DataLoader(ds, batch_size=32, sampler=sampler)
    model = FSDP(TinyLM(), device_id=torch.device("cpu"))
    opt = torch.optim.AdamW(model.parameters(), lr=3e-3)
    crit = nn.CrossEntropyLoss()
    for epoch in range(16):
        sampler.set_epoch(epoch)
        stats = torch.zeros(2)
        for (batch,) in dl:
            logits = model(batch[:, :-1])
            loss = crit(logits[:, 15:].reshape(-1, VOCAB), batch[:, 16:].reshape(-1))
            opt.zero_grad(); loss.backward(); opt.step()
            stats += torch.tensor([loss.item(), 1.0])
        dist.all_reduce(stats)
        if rank == 0:
            print(f"epoch {epoch} loss {stats[0]/stats[1]:.4f}", flush=True)
    dist.destroy_process_group()

if __name__ == "__main__":
    main()
