# DDP training of a small BERT classifier on 2 CPU processes (gloo), checkpoint from rank 0.
import datetime, torch, torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import DataLoader, TensorDataset, DistributedSampler
from transformers import BertConfig, BertForSequenceClassification

dist.init_process_group("gloo", timeout=datetime.timedelta(seconds=120))
rank, world = dist.get_rank(), dist.get_world_size()
torch.manual_seed(0)
print(f"[rank {rank}] initialised process group: backend=gloo world_size={world}", flush=True)

VOCAB, SEQ, LABELS = 200, 16, 3
def make(n, seed):
    g = torch.Generator().manual_seed(seed)
    ids = torch.randint(10, VOCAB, (n, SEQ), generator=g); y = torch.randint(0, LABELS, (n,), generator=g)
    ids[:, 2] = y + 1
    return TensorDataset(ids, y)
train_ds, val_ds = make(2048, 1), make(256, 2)
tsampler = DistributedSampler(train_ds, shuffle=True)
vsampler = DistributedSampler(val_ds, shuffle=False)
train_dl = DataLoader(train_ds, batch_size=32, sampler=tsampler)
val_dl = DataLoader(val_ds, batch_size=64, sampler=vsampler)
model = DDP(BertForSequenceClassification(BertConfig(vocab_size=VOCAB, hidden_size=64, num_hidden_layers=2,
            num_attention_heads=4, intermediate_size=128, max_position_embeddings=32, num_labels=LABELS)))
opt = torch.optim.AdamW(model.parameters(), lr=1e-3)

for epoch in range(3):
    tsampler.set_epoch(epoch); model.train()
    for step, (x, y) in enumerate(train_dl):
        loss = model(input_ids=x, labels=y).loss
        loss.backward(); opt.step(); opt.zero_grad()
        if step % 8 == 0:
            print(f"[rank {rank}] epoch {epoch} step {step} loss {loss.item():.4f}", flush=True)
    model.eval(); stats = torch.zeros(2)
    with torch.no_grad():
        for x, y in val_dl:
            stats[0] += (model(input_ids=x).logits.argmax(-1) == y).sum(); stats[1] += y.numel()
    dist.all_reduce(stats)
    print(f"[rank {rank}] epoch {epoch} val_acc {(stats[0] / stats[1]).item():.4f}", flush=True)
    if rank == 0:
        torch.save(model.module.state_dict(), f"ckpt_012_epoch{epoch}.pt")
        print(f"[rank 0] saved ckpt_012_epoch{epoch}.pt", flush=True)
    dist.barrier()
print(f"[rank {rank}] training finished", flush=True)
dist.destroy_process_group()
