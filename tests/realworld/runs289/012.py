# DDP (gloo) training of a tiny GPT-2 on a synthetic counting corpus, gradient accumulation with no_sync.
import os, contextlib, torch, torch.distributed as dist
from torch.utils.data import DataLoader, TensorDataset
from torch.utils.data.distributed import DistributedSampler
from torch.nn.parallel import DistributedDataParallel as DDP
from transformers import GPT2Config, GPT2LMHeadModel

dist.init_process_group("gloo")
rank, world = dist.get_rank(), dist.get_world_size()
print(f"rank {rank}/{world} initialised", flush=True)
torch.manual_seed(0)
g = torch.Generator().manual_seed(7)
start = torch.randint(0, 128, (512, 1), generator=g); stride = torch.randint(1, 3, (512, 1), generator=g)
data = (start + stride * torch.arange(32)) % 128
sampler = DistributedSampler(TensorDataset(data), num_replicas=world, rank=rank, shuffle=True, seed=0)
loader = DataLoader(TensorDataset(data), batch_size=8, sampler=sampler, drop_last=True)
cfg = GPT2Config(vocab_size=128, n_positions=32, n_embd=48, n_layer=2, n_head=4, bos_token_id=0, eos_token_id=0)
model = DDP(GPT2LMHeadModel(cfg))
opt = torch.optim.AdamW(model.parameters(), lr=2e-3, weight_decay=0.01)
ACCUM = 2
step = 0
for epoch in range(2):
    sampler.set_epoch(epoch)
    for i, (x,) in enumerate(loader):
        sync = (i + 1) % ACCUM == 0
        ctx = contextlib.nullcontext() if sync else model.no_sync()
        with ctx:
            loss = model(input_ids=x, labels=x).loss / ACCUM
            loss.backward()
        if sync:
            torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            opt.step(); opt.zero_grad(); step += 1
            l = loss.detach() * ACCUM
            dist.all_reduce(l); l /= world
            if rank == 0 and step % 4 == 0:
                print(f"epoch {epoch} step {step} loss {l.item():.4f}", flush=True)
dist.barrier()
if rank == 0:
    torch.save(model.module.state_dict(), "gpt2_ddp.pt")
    print(f"finished {step} optimizer steps, saved gpt2_ddp.pt", flush=True)
dist.destroy_process_group()
