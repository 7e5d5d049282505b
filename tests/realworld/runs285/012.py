# DDP fine-tuning of a small BERT classifier with torchrun (gloo), metrics all-reduced across ranks.
import torch
import torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import DataLoader, TensorDataset
from torch.utils.data.distributed import DistributedSampler
from transformers import BertConfig, BertForSequenceClassification

dist.init_process_group("gloo")
rank, world = dist.get_rank(), dist.get_world_size()
print(f"rank {rank}/{world} initialised", flush=True)
torch.manual_seed(0)

config = BertConfig(vocab_size=800, hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                    intermediate_size=128, max_position_embeddings=64, num_labels=2)
model = DDP(BertForSequenceClassification(config))

g = torch.Generator().manual_seed(1)
ids = torch.randint(5, 800, (768, 32), generator=g)
ids[:, 1] = torch.randint(5, 25, (768,), generator=g)  # the "topic" token
labels = (ids[:, 1] < 15).long()
train = TensorDataset(ids[:512], labels[:512])
val = TensorDataset(ids[512:], labels[512:])
sampler = DistributedSampler(train, shuffle=True)
loader = DataLoader(train, batch_size=16, sampler=sampler)
val_loader = DataLoader(val, batch_size=64, sampler=DistributedSampler(val, shuffle=False))
opt = torch.optim.AdamW(model.parameters(), lr=1e-3)

for epoch in range(5):
    sampler.set_epoch(epoch)
    model.train()
    tot = torch.zeros(2)
    for x, y in loader:
        out = model(input_ids=x, labels=y)
        out.loss.backward()
        opt.step(); opt.zero_grad()
        tot += torch.tensor([out.loss.item(), 1.0])
    model.eval()
    stats = torch.zeros(2)
    with torch.no_grad():
        for x, y in val_loader:
            stats += torch.tensor([(model(input_ids=x).logits.argmax(-1) == y).sum().item(), len(y)])
    dist.all_reduce(tot)
    dist.all_reduce(stats)
    if rank == 0:
        print(f"epoch {epoch} train_loss {tot[0] / tot[1]:.4f} val_acc {stats[0] / stats[1]:.4f}", flush=True)

if rank == 0:
    torch.save(model.module.state_dict(), "ckpt_012.pt")
    print("saved ckpt_012.pt", flush=True)
dist.barrier()
dist.destroy_process_group()
print(f"rank {rank} done", flush=True)
