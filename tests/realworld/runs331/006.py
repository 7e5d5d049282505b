# DDP fine-tuning of a small GPT-2 on 2 CPU processes (gloo), validation every epoch.
import os, datetime, torch, torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import DataLoader, TensorDataset, DistributedSampler
from transformers import GPT2Config, GPT2LMHeadModel

dist.init_process_group("gloo", timeout=datetime.timedelta(seconds=90))
rank, world = dist.get_rank(), dist.get_world_size()
torch.manual_seed(0)
print(f"[rank {rank}] initialised process group: backend=gloo world_size={world}", flush=True)

VOCAB, SEQ = 128, 32
def make(n, seed):
    g = torch.Generator().manual_seed(seed)
    start = torch.randint(0, VOCAB, (n, 1), generator=g)
    return TensorDataset((start + torch.arange(SEQ)) % VOCAB)

train_ds, val_ds = make(1024, 1), make(128, 2)
sampler = DistributedSampler(train_ds, num_replicas=world, rank=rank, shuffle=True)
train_dl = DataLoader(train_ds, batch_size=16, sampler=sampler)
val_dl = DataLoader(val_ds, batch_size=32)

model = DDP(GPT2LMHeadModel(GPT2Config(vocab_size=VOCAB, n_positions=SEQ, n_embd=64, n_layer=2, n_head=4)))
opt = torch.optim.AdamW(model.parameters(), lr=1e-3)

def validate():
    model.eval(); tot = torch.zeros(2)
    with torch.no_grad():
        for (ids,) in val_dl:
            tot[0] += model.module(input_ids=ids, labels=ids).loss * ids.size(0); tot[1] += ids.size(0)
    dist.all_reduce(tot)            # sum over ranks
    model.train(); return (tot[0] / tot[1]).item()

for epoch in range(3):
    sampler.set_epoch(epoch)
    for step, (ids,) in enumerate(train_dl):
        loss = model(input_ids=ids, labels=ids).loss
        loss.backward(); opt.step(); opt.zero_grad()
        if step % 8 == 0:
            print(f"[rank {rank}] epoch {epoch} step {step} loss {loss.item():.4f}", flush=True)
    if rank == 0:
        val = validate()
        print(f"[rank {rank}] epoch {epoch} val_loss {val:.4f}", flush=True)
        torch.save(model.module.state_dict(), f"ckpt_006_epoch{epoch}.pt")
print(f"[rank {rank}] training finished", flush=True)
dist.destroy_process_group()
