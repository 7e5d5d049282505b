# FSDP training of a tiny transformer LM; embedding table kept in bf16 to save memory
import os
import torch, torch.nn as nn, torch.distributed as dist
from torch.distributed.fsdp import FullyShardedDataParallel as FSDP
from torch.utils.data import TensorDataset, DataLoader, DistributedSampler

class TinyLM(nn.Module):
    def __init__(self, vocab=1000, d=64, layers=2):
        super().__init__()
        self.emb = nn.Embedding(vocab, d)
        enc = nn.TransformerEncoderLayer(d, 4, 128, batch_first=True)
        self.enc = nn.TransformerEncoder(enc, layers)
        self.lm_head = nn.Linear(d, vocab)
    def forward(self, ids):
        h = self.emb(ids).float()
        return self.lm_head(self.enc(h))

def main():
    dist.init_process_group("gloo")
    rank, world = dist.get_rank(), dist.get_world_size()
    torch.manual_seed(0)
    model = TinyLM()
    model.emb.to(torch.bfloat16)
    n_params = sum(p.numel() for p in model.parameters())
    print(f"[rank {rank}] model params: {n_params}", flush=True)
    model = FSDP(model, device_id=torch.device("cpu"))
    opt = torch.optim.AdamW(model.parameters(), lr=3e-4)
    ids = torch.randint(0, 1000, (512, 33))
    ds = TensorDataset(ids)
    dl = DataLoader(ds, batch_size=16, sampler=DistributedSampler(ds))
    crit = nn.CrossEntropyLoss()
    for step, (batch,) in enumerate(dl):
        logits = model(batch[:, :-1])
        loss = crit(logits.reshape(-1, 1000), batch[:, 1:].reshape(-1))
        opt.zero_grad(); loss.backward(); opt.step()
        if step % 4 == 0:
            print(f"[rank {rank}] step {step} loss {loss.item():.4f}", flush=True)
    dist.destroy_process_group()

if __name__ == "__main__":
    main()
