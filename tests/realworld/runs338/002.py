"""DDP pre-training of a tiny BERT MLM on CPU workers; parallel settings come from the shared run config."""
import os
import time
import torch
import torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP
from transformers import BertConfig, BertForMaskedLM

RUN_CONFIG = {            # copied from configs/bert_tiny_mlm.yaml (the 4-worker cluster run)
    "backend": "gloo",
    "data_parallel": 4,
    "per_device_batch": 16,
    "lr": 5e-4,
    "steps": 200,
}

rank = int(os.environ["RANK"])
local_rank = int(os.environ["LOCAL_RANK"])
print(f"[rank {rank}] run config: {RUN_CONFIG}", flush=True)
print(f"[rank {rank}] init_process_group backend={RUN_CONFIG['backend']} "
      f"world_size={RUN_CONFIG['data_parallel']} master={os.environ['MASTER_ADDR']}:{os.environ['MASTER_PORT']}",
      flush=True)
t0 = time.time()
dist.init_process_group(RUN_CONFIG["backend"], rank=rank, world_size=RUN_CONFIG["data_parallel"])
print(f"[rank {rank}] process group ready in {time.time() - t0:.1f}s", flush=True)

torch.manual_seed(0)
cfg = BertConfig(vocab_size=1000, hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                 intermediate_size=128, max_position_embeddings=64)
model = DDP(BertForMaskedLM(cfg))
opt = torch.optim.AdamW(model.parameters(), lr=RUN_CONFIG["lr"])
g = torch.Generator().manual_seed(rank)
for step in range(RUN_CONFIG["steps"]):
    ids = torch.randint(5, cfg.vocab_size, (RUN_CONFIG["per_device_batch"], 32), generator=g)
    labels = ids.clone()
    mask = torch.rand(ids.shape, generator=g) < 0.15
    labels[~mask] = -100
    ids = ids.masked_fill(mask, 4)
    loss = model(input_ids=ids, labels=labels).loss
    opt.zero_grad()
    loss.backward()
    opt.step()
    if rank == 0 and step % 20 == 0:
        print(f"step {step} loss {loss.item():.4f}", flush=True)
dist.destroy_process_group()
