# DDP fine-tune of a small BERT classifier on 2 CPU ranks (gloo); eval at the end of every epoch
import os, datetime, torch, torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import DataLoader, TensorDataset, DistributedSampler
from transformers import BertConfig, BertForSequenceClassification

dist.init_process_group("gloo", timeout=datetime.timedelta(seconds=60))
rank, world = dist.get_rank(), dist.get_world_size()
torch.manual_seed(0)
torch.set_num_threads(1)
print(f"[rank {rank}] initialised process group, world_size={world}", flush=True)

def make_split(n, seed):
    g = torch.Generator().manual_seed(seed)
    y = torch.randint(0, 2, (n,), generator=g)
    x = torch.where(y[:, None] == 0, torch.randint(5, 500, (n, 16), generator=g),
                    torch.randint(500, 1000, (n, 16), generator=g))
    return x, y

cfg = BertConfig(vocab_size=1000, hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                 intermediate_size=128, max_position_embeddings=64, num_labels=2)
model = DDP(BertForSequenceClassification(cfg))
opt = torch.optim.AdamW(model.parameters(), lr=5e-4)
train = TensorDataset(*make_split(256, 1)); val = TensorDataset(*make_split(128, 2))
tr_sampler = DistributedSampler(train, shuffle=True)
dl = DataLoader(train, batch_size=16, sampler=tr_sampler)
vdl = DataLoader(val, batch_size=32, sampler=DistributedSampler(val, shuffle=False))

for epoch in range(3):
    tr_sampler.set_epoch(epoch)
    model.train()
    for step, (xb, yb) in enumerate(dl):
        loss = model(input_ids=xb, labels=yb).loss
        loss.backward(); opt.step(); opt.zero_grad()
    print(f"[rank {rank}] epoch {epoch} train_loss {loss.item():.4f}", flush=True)
    model.eval()
    correct = torch.zeros(2)
    with torch.no_grad():
        for xb, yb in vdl:
            pred = model(input_ids=xb).logits.argmax(-1)
            correct += torch.tensor([(pred == yb).sum().item(), len(yb)], dtype=torch.float)
    print(f"[rank {rank}] epoch {epoch} local_val_acc {correct[0] / correct[1]:.4f}", flush=True)

# final test-set metric, aggregated over ranks
if rank == 0:
    dist.all_reduce(correct)
    print(f"[rank 0] final val_acc {correct[0] / correct[1]:.4f}", flush=True)
    model.module.save_pretrained("ddp_bert_final")
dist.barrier()
dist.destroy_process_group()
