# DDP fine-tuning of a small BERT classifier; each rank reads its own pre-tokenised shard.
import os, time
import torch
import torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import DataLoader, TensorDataset
from transformers import BertConfig, BertForSequenceClassification

dist.init_process_group("gloo")
rank, world = dist.get_rank(), dist.get_world_size()

def make_shard(rank):
    # shards come from the preprocessing job (one file per rank); sizes depend on dedup/filtering
    g = torch.Generator().manual_seed(100 + rank)
    n = {0: 544, 1: 480}[rank]
    x = torch.randint(0, 2000, (n, 32), generator=g)
    y = (x[:, 0] % 2).long()
    return TensorDataset(x, y)

ds = make_shard(rank)
dl = DataLoader(ds, batch_size=16, shuffle=True)
print(f"[rank {rank}] shard samples={len(ds)} batches/epoch={len(dl)}", flush=True)

torch.manual_seed(0)
cfg = BertConfig(vocab_size=2000, hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                 intermediate_size=128, max_position_embeddings=64, num_labels=2)
model = DDP(BertForSequenceClassification(cfg))
opt = torch.optim.AdamW(model.parameters(), lr=3e-4)

model.train()
for epoch in range(1):
    t0 = time.time()
    for step, (xb, yb) in enumerate(dl):
        loss = model(input_ids=xb, labels=yb).loss
        loss.backward()
        opt.step(); opt.zero_grad()
        if step % 10 == 0:
            print(f"[rank {rank}] epoch {epoch} step {step}/{len(dl)} loss {loss.item():.4f}", flush=True)
    print(f"[rank {rank}] epoch {epoch} finished in {time.time() - t0:.1f}s", flush=True)

dist.barrier()
if rank == 0:
    torch.save(model.module.state_dict(), "bert_ddp.pt")
    print("saved bert_ddp.pt", flush=True)
dist.destroy_process_group()
