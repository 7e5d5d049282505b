# DDP (gloo, CPU) fine-tuning of a tiny GPT-2; each rank reads its own shard of generated "documents"
import os
import torch
import torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import DataLoader, TensorDataset
from transformers import GPT2Config, GPT2LMHeadModel

dist.init_process_group("gloo")
rank, world = dist.get_rank(), dist.get_world_size()
torch.manual_seed(0)

# documents are split by source file: shard i = files with hash % world == i
g = torch.Generator().manual_seed(123)
doc_file = torch.randint(0, 97, (1000,), generator=g)
all_ids = torch.randint(0, 1024, (1000, 32), generator=g)
mine = (doc_file % world) == rank
ids = all_ids[mine]
loader = DataLoader(TensorDataset(ids), batch_size=16, shuffle=True, drop_last=True)
print(f"[rank {rank}] world={world} shard_docs={ids.size(0)} steps_per_epoch={len(loader)}", flush=True)

cfg = GPT2Config(vocab_size=1024, n_positions=64, n_embd=64, n_layer=2, n_head=4, bos_token_id=0, eos_token_id=0)
model = DDP(GPT2LMHeadModel(cfg))
opt = torch.optim.AdamW(model.parameters(), lr=5e-4)

for epoch in range(2):
    model.train()
    for step, (x,) in enumerate(loader):
        loss = model(input_ids=x, labels=x).loss
        opt.zero_grad(); loss.backward(); opt.step()
        if step % 10 == 0:
            print(f"[rank {rank}] epoch {epoch} step {step} loss {loss.item():.4f}", flush=True)
    dist.barrier()
    if rank == 0:
        torch.save(model.module.state_dict(), f"gpt2_010_ep{epoch}.pt")
        print(f"[rank 0] saved epoch {epoch}", flush=True)
dist.destroy_process_group()
