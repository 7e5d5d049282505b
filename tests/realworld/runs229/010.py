import os, random, time
import torch
import torch.distributed as dist
import torch.nn as nn
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import DataLoader, TensorDataset
from transformers import BertConfig, BertForSequenceClassification

def make_corpus(n, vocab=200, seed=0):
    rng = random.Random(seed)
    seqs, labels = [], []
    for _ in range(n):
        L = rng.randint(2, 24)
        s = [rng.randint(5, vocab - 1) for _ in range(L)]
        y = int(sum(t % 2 for t in s) > L / 2)
        seqs.append(s); labels.append(y)
    return seqs, labels

def main():
    dist.init_process_group("gloo")
    rank, world = dist.get_rank(), dist.get_world_size()
    torch.manual_seed(0)
    seqs, labels = make_corpus(1200)
    # contiguous shard per rank, then drop very short sequences
    per = len(seqs) // world
    shard = list(zip(seqs, labels))[rank * per:(rank + 1) * per]
    shard = [(s, y) for s, y in shard if len(s) >= 5]
    max_len = 24
    ids = torch.zeros(len(shard), max_len, dtype=torch.long)
    mask = torch.zeros(len(shard), max_len, dtype=torch.long)
    for i, (s, _) in enumerate(shard):
        ids[i, :len(s)] = torch.tensor(s); mask[i, :len(s)] = 1
    ys = torch.tensor([y for _, y in shard])
    loader = DataLoader(TensorDataset(ids, mask, ys), batch_size=16, shuffle=True)
    print(f"[rank {rank}] world={world} train examples={len(shard)} batches/epoch={len(loader)}", flush=True)

    cfg = BertConfig(vocab_size=200, hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                     intermediate_size=128, max_position_embeddings=64, num_labels=2)
    model = DDP(BertForSequenceClassification(cfg))
    opt = torch.optim.AdamW(model.parameters(), lr=3e-4)
    model.train()
    for epoch in range(2):
        for step, (x, m, y) in enumerate(loader):
            out = model(input_ids=x, attention_mask=m, labels=y)
            opt.zero_grad()
            out.loss.backward()
            opt.step()
            if step % 5 == 0:
                print(f"[rank {rank}] epoch {epoch} step {step} loss {out.loss.item():.4f}", flush=True)
        print(f"[rank {rank}] epoch {epoch} done", flush=True)
    dist.barrier()
    if rank == 0:
        torch.save(model.module.state_dict(), "ddp_bert.pt")
        print("saved ddp_bert.pt", flush=True)
    dist.destroy_process_group()

if __name__ == "__main__":
    main()
