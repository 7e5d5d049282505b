import torch
import torch.distributed as dist
import torch.nn as nn
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import DataLoader, TensorDataset
from torch.utils.data.distributed import DistributedSampler
from transformers import BertConfig, BertForSequenceClassification

dist.init_process_group("gloo")
rank, world = dist.get_rank(), dist.get_world_size()
torch.manual_seed(0)
g = torch.Generator().manual_seed(0)
ids = torch.randint(5, 200, (1024, 24), generator=g)
labels = (ids[:, 1] > 100).long()
ds = TensorDataset(ids, labels)
sampler = DistributedSampler(ds, num_replicas=world, rank=rank, shuffle=True, seed=0)
loader = DataLoader(ds, batch_size=32, sampler=sampler)

cfg = BertConfig(vocab_size=256, hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                 intermediate_size=128, num_labels=2, max_position_embeddings=64)
model = DDP(BertForSequenceClassification(cfg))
opt = torch.optim.AdamW(model.parameters(), lr=2e-3)
print(f"[rank {rank}] world {world}, samples/rank {len(sampler)}, steps/epoch {len(loader)}", flush=True)
for epoch in range(6):
    sampler.set_epoch(epoch)
    correct = torch.zeros(2)
    for step, (x, y) in enumerate(loader):
        out = model(input_ids=x, labels=y)
        opt.zero_grad(); out.loss.backward(); opt.step()
        correct += torch.tensor([(out.logits.argmax(1) == y).sum().item(), len(y)], dtype=torch.float)
        if step % 8 == 0:
            print(f"[rank {rank}] epoch {epoch} step {step} loss {out.loss.item():.4f}", flush=True)
    dist.all_reduce(correct)
    if rank == 0:
        print(f"epoch {epoch} train_acc {correct[0] / correct[1]:.4f}", flush=True)
dist.barrier()
if rank == 0:
    torch.save(model.module.state_dict(), "bert_ddp.pt")
    print("saved bert_ddp.pt", flush=True)
dist.destroy_process_group()
