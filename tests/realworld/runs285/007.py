# Data-parallel pre-training of a tiny Llama, launched with torchrun; parallel layout read from the run config.
import os
import time
import torch
import torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import DataLoader, TensorDataset
from torch.utils.data.distributed import DistributedSampler
from transformers import LlamaConfig, LlamaForCausalLM

RUN_CONFIG = {
    "model": {"vocab_size": 512, "hidden_size": 64, "intermediate_size": 128, "num_hidden_layers": 2,
              "num_attention_heads": 4, "num_key_value_heads": 2},
    "parallel": {"data_parallel": 4},
    "train": {"batch_size": 8, "lr": 3e-4, "epochs": 1, "seq_len": 64},
}

rank = int(os.environ["RANK"])
local_rank = int(os.environ["LOCAL_RANK"])
dp = RUN_CONFIG["parallel"]["data_parallel"]
print(f"[{time.strftime('%H:%M:%S')}] rank {rank} (local {local_rank}) joining process group, data_parallel={dp}", flush=True)
dist.init_process_group("gloo", rank=rank, world_size=dp)
print(f"[{time.strftime('%H:%M:%S')}] rank {rank} process group ready", flush=True)

torch.manual_seed(0)
model = DDP(LlamaForCausalLM(LlamaConfig(**RUN_CONFIG["model"])))
tc = RUN_CONFIG["train"]
ids = torch.randint(0, 512, (1024, tc["seq_len"]))
ds = TensorDataset(ids)
sampler = DistributedSampler(ds)
loader = DataLoader(ds, batch_size=tc["batch_size"], sampler=sampler)
opt = torch.optim.AdamW(model.parameters(), lr=tc["lr"])
for epoch in range(tc["epochs"]):
    sampler.set_epoch(epoch)
    for step, (x,) in enumerate(loader):
        loss = model(input_ids=x, labels=x).loss
        loss.backward()
        opt.step(); opt.zero_grad()
        if step % 10 == 0 and rank == 0:
            print(f"epoch {epoch} step {step} loss {loss.item():.4f}", flush=True)
dist.destroy_process_group()
