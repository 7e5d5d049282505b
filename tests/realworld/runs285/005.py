# DDP fine-tuning of a small BERT classifier (torchrun, gloo), checkpoint at the end, then rank 0 evaluates.
import os
import torch
import torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import DataLoader, TensorDataset
from torch.utils.data.distributed import DistributedSampler
from transformers import BertConfig, BertForSequenceClassification

dist.init_process_group("gloo")
rank, world = dist.get_rank(), dist.get_world_size()
torch.manual_seed(0)
print(f"rank {rank}/{world} initialised", flush=True)

config = BertConfig(vocab_size=800, hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                    intermediate_size=128, max_position_embeddings=64, num_labels=2)
model = DDP(BertForSequenceClassification(config))

g = torch.Generator().manual_seed(1)
ids = torch.randint(5, 800, (512, 32), generator=g)
labels = (ids[:, 0] > 400).long()  # class is decided by the first token
ds = TensorDataset(ids, labels)
sampler = DistributedSampler(ds, shuffle=True)
loader = DataLoader(ds, batch_size=16, sampler=sampler)
opt = torch.optim.AdamW(model.parameters(), lr=1e-3)

for epoch in range(3):
    sampler.set_epoch(epoch)
    model.train()
    for step, (x, y) in enumerate(loader):
        out = model(input_ids=x, labels=y)
        out.loss.backward()
        opt.step(); opt.zero_grad()
    print(f"rank {rank} epoch {epoch} last loss {out.loss.item():.4f}", flush=True)

if rank == 0:
    os.makedirs("ckpt_005", exist_ok=True)
    torch.save(model.state_dict(), "ckpt_005/pytorch_model.bin")
    print("saved ckpt_005/pytorch_model.bin", flush=True)
dist.barrier()

if rank == 0:
    eval_model = BertForSequenceClassification(config)
    eval_model.load_state_dict(torch.load("ckpt_005/pytorch_model.bin", map_location="cpu"))
    eval_model.eval()
    with torch.no_grad():
        acc = (eval_model(input_ids=ids).logits.argmax(-1) == labels).float().mean().item()
    print(f"eval accuracy {acc:.3f}", flush=True)
dist.barrier()
dist.destroy_process_group()
